import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../auth/hooks/use-session';
import { useDayStats } from '../../hooks/use-day-stats';
import { CategoryDifficulty } from './category-difficulty';
import { CommonMistakes } from './common-mistakes';
import { ScoreHistogram } from './score-histogram';
import './day-stats.css';

function Part<T>({ value, children }: { value: T | null | undefined; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  if (value === undefined) return <p className="day-stats__empty">{t('game.stats.loading')}</p>;
  if (value === null) return <p className="day-stats__empty">{t('game.stats.unavailable')}</p>;
  return <>{children(value)}</>;
}

interface DayStatsProps {
  gameDate: string;
  score: number;
  /** Whether this game is on the scoreboard (a registered player's real game), so among the day's scores. */
  counted: boolean;
}

/**
 * Score distribution, group difficulty and the common mistakes of the day. A game that is not on the
 * scoreboard says so first, so that a guest does not read the registered players' figures as their own.
 */
export function DayStats({ gameDate, score, counted }: DayStatsProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const stats = useDayStats(gameDate, score);
  return (
    <section className="day-stats card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="game-over__heading">
        {t('game.stats.title')}
      </h2>
      {counted ? null : (
        <p className="day-stats__note">
          {user === null ? t('game.stats.guest.notCounted') : t('game.stats.guest.demoNotCounted')}
        </p>
      )}
      <Part value={stats.percentile}>
        {(data) => <ScoreHistogram data={data} score={score} counted={counted} />}
      </Part>
      <h3 className="day-stats__subheading">{t('game.stats.difficulty')}</h3>
      <Part value={stats.difficulty}>{(categories) => <CategoryDifficulty categories={categories} />}</Part>
      <h3 className="day-stats__subheading">{t('game.stats.mistakes')}</h3>
      <Part value={stats.mistakes}>{(mistakes) => <CommonMistakes mistakes={mistakes} />}</Part>
    </section>
  );
}
