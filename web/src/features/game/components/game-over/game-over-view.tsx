import { useTranslation } from 'react-i18next';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { ButtonLink } from '../../../../components/ui/button-link';
import { ArrowLeftIcon, CalendarIcon } from '../../../../components/ui/icons';
import type { GameInfo } from '../../model/game-state';
import { useSession } from '../../../auth/hooks/use-session';
import { DayStats } from './day-stats';
import { GameAchievements } from './game-achievements';
import { NextPuzzleCountdown } from './next-puzzle-countdown';
import { ResultHero } from './result-hero';
import { ResultsPanel } from './results-panel';
import { RevealedCategories } from './revealed-categories';
import { ReviewForm } from './review-form';
import { SharePanel } from './share-panel';
import './game-over.css';

interface GameOverViewProps {
  info: GameInfo;
  result: GameResult;
  guest: boolean;
}

/**
 * After the game (spec 2): result, the countdown to the next puzzle, sharing, results (with the
 * performance index), achievements, every group, a rating and the day's statistics.
 */
export function GameOverView({ info, result, guest }: GameOverViewProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  // Only a registered player's real game counts toward standings and achievements.
  const counted = !guest && !info.isDemo && user !== null;
  return (
    <div className="game-over">
      <div className="game-over__main">
        <ResultHero result={result} guest={guest} />
        <NextPuzzleCountdown result={result} />
        <SharePanel result={result} />
        <ResultsPanel result={result} performanceOf={counted ? user.id : null} />
        {counted ? <GameAchievements achievements={result.achievements} /> : null}
        <RevealedCategories
          categories={result.categories}
          completed={result.completedCategories}
          switched={result.switchedWords}
          switchedPairs={result.switchedWordPairs}
        />
      </div>
      <div className="game-over__side">
        <ReviewForm gameDate={info.gameDate} isDemo={info.isDemo} />
        <DayStats gameDate={info.gameDate} score={result.score} counted={counted} />
        <div className="game-over__links">
          <ButtonLink to="/" variant="secondary">
            <ArrowLeftIcon />
            {t('common.backToMenu')}
          </ButtonLink>
          <ButtonLink to="/previous" variant="ghost">
            <CalendarIcon />
            {t('common.previousDays')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
