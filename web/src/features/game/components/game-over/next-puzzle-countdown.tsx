import { useTranslation } from 'react-i18next';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { addDays } from '../../../../../../domain/game/calendar';
import { ButtonLink } from '../../../../components/ui/button-link';
import { ClockIcon, PlayIcon } from '../../../../components/ui/icons';
import { useCountdown } from '../../hooks/use-countdown';
import { formatCountdown, isCountable, spokenCountdown } from '../../model/countdown';
import { gamePath } from '../../model/game-route';
import './next-puzzle.css';

type CountdownFacts = Pick<GameResult, 'gameDate' | 'today' | 'serverTime' | 'nextPuzzleAt'>;

/** The puzzle that is out and the way to it. */
function PuzzleOut({ text, action, date }: { text: string; action: string; date: string }) {
  return (
    <>
      <p className="next-puzzle__ready">{text}</p>
      <ButtonLink to={gamePath(date)}>
        <PlayIcon />
        {action}
      </ButtonLink>
    </>
  );
}

/**
 * "Next puzzle in 5:12:09", ticking by the server's clock; at 0 the new puzzle is offered. A game of an
 * earlier day (the archive, or one that ended after midnight) has nothing to wait for: today's puzzle is
 * offered at once. The ticking digits are hidden from screen readers; they get the time in words to the
 * minute as a timer (read when they reach it, never interrupting), and a polite word once the puzzle is out.
 */
export function NextPuzzleCountdown({ result }: { result: CountdownFacts }) {
  const { t } = useTranslation();
  const left = useCountdown(result.serverTime, result.nextPuzzleAt);
  if (result.gameDate < result.today) {
    return (
      <section className="next-puzzle next-puzzle--ready card">
        <PuzzleOut text={t('game.over.todayReady')} action={t('game.over.playToday')} date={result.today} />
      </section>
    );
  }
  if (!isCountable(result.nextPuzzleAt)) return null;
  const ready = left === 0;
  return (
    <section className={`next-puzzle card${ready ? ' next-puzzle--ready' : ''}`}>
      {ready ? (
        <PuzzleOut
          text={t('game.over.nextReady')}
          action={t('game.over.playNext')}
          date={addDays(result.today, 1)}
        />
      ) : (
        <>
          <p className="next-puzzle__countdown" aria-hidden="true">
            <span className="next-puzzle__label">
              <ClockIcon width={18} height={18} />
              {t('game.over.nextIn')}
            </span>
            <span className="next-puzzle__time">{formatCountdown(left)}</span>
          </p>
          <p className="visually-hidden" role="timer">
            {spokenCountdown(left, t)}
          </p>
        </>
      )}
      {/* Present from the start, so the one change to it (the puzzle is out) is announced. */}
      <p className="visually-hidden" aria-live="polite">
        {ready ? t('game.over.nextReady') : ''}
      </p>
    </section>
  );
}
