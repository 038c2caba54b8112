import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveSessionResponse } from '../../../../../contracts/game.codec';
import { formatGameTime } from '../../../../../domain/formatting/game-time';
import { ButtonLink } from '../../../components/ui/button-link';
import { FlagIcon, PlayIcon } from '../../../components/ui/icons';
import { gamePath } from '../../game/model/game-route';
import { withLaterTexts } from '../../../i18n/language-texts';
import { useRunningSeconds } from '../hooks/use-ticking-seconds';

// The confirmation is asked for after a press only: not part of the first download.
const ForfeitModal = lazy(async () => ({
  default: (await withLaterTexts(import('../../game/components/forfeit-modal'))).ForfeitModal,
}));

interface ContinueGameProps {
  active: ActiveSessionResponse;
  /** Server time minus device time, measured when `active` arrived. */
  offsetMs: number;
  isDemo: boolean;
  onForfeit: (gameDate: string) => Promise<void>;
}

/** A game under way: Continue with its running figures (those above zero), and Forfeit after a confirmation. */
export function ContinueGame({ active, offsetMs, isDemo, onForfeit }: ContinueGameProps) {
  const { t } = useTranslation();
  const { gameState, gameDate } = active;
  const seconds = useRunningSeconds(gameState.startTime, gameState.elapsedTime, offsetMs);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const details = [
    t('game.entry.elapsed', { time: formatGameTime(seconds) }),
    gameState.mistakes > 0 ? t('game.entry.mistakes', { count: gameState.mistakes }) : null,
    gameState.completedCategoriesCount > 0
      ? t('game.entry.categories', { count: gameState.completedCategoriesCount })
      : null,
    gameState.switchedWordsCount > 0
      ? t('game.entry.switches', { count: gameState.switchedWordsCount })
      : null,
  ].filter((detail) => detail !== null);

  return (
    <>
      <ButtonLink to={gamePath(gameDate, isDemo)} large>
        <PlayIcon />
        <span className="menu-game__label">
          {t('game.entry.continue')}
          <span className="menu-game__details">{details.join(' · ')}</span>
        </span>
      </ButtonLink>
      <button
        type="button"
        className="button button--secondary button--large"
        onClick={() => setConfirming(true)}
      >
        <FlagIcon />
        {t('game.entry.forfeit')}
      </button>
      {confirming ? (
        <Suspense fallback={null}>
          <ForfeitModal
            busy={busy}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setBusy(true);
              void onForfeit(gameDate).finally(() => {
                setBusy(false);
                setConfirming(false);
              });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
