import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button-link';
import { ClockIcon, PlayIcon } from '../../../../components/ui/icons';
import { useCountdown } from '../../hooks/use-countdown';
import { formatCountdown, isCountable, spokenCountdown } from '../../model/countdown';
import './next-puzzle.css';

interface NextPuzzleCountdownProps {
  /** When the result was answered, by the server's clock. */
  serverTime: string;
  /** When the next puzzle opens (the instance's next midnight). */
  nextPuzzleAt: string;
  /** Where the new puzzle is played once it is out. */
  nextGame: string;
}

/**
 * "Next puzzle in 5:12:09", ticking by the server's clock; at 0 the new puzzle is offered. The ticking
 * digits are hidden from screen readers: they get the time in words to the minute, in a polite live
 * region that therefore speaks once a minute at most, and the news when the puzzle is out.
 */
export function NextPuzzleCountdown({ serverTime, nextPuzzleAt, nextGame }: NextPuzzleCountdownProps) {
  const { t } = useTranslation();
  const left = useCountdown(serverTime, nextPuzzleAt);
  // An answer without the moment (a server older than this page) has nothing to count down to.
  if (!isCountable(nextPuzzleAt)) return null;
  const ready = left === 0;
  return (
    <section className={`next-puzzle card${ready ? ' next-puzzle--ready' : ''}`}>
      {ready ? (
        <>
          <p className="next-puzzle__ready" aria-hidden="true">
            {t('game.over.nextReady')}
          </p>
          <ButtonLink to={nextGame}>
            <PlayIcon />
            {t('game.over.playNext')}
          </ButtonLink>
        </>
      ) : (
        <p className="next-puzzle__countdown" aria-hidden="true">
          <span className="next-puzzle__label">
            <ClockIcon width={18} height={18} />
            {t('game.over.nextIn')}
          </span>
          <span className="next-puzzle__time">{formatCountdown(left)}</span>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spokenCountdown(left, t)}
      </p>
    </section>
  );
}
