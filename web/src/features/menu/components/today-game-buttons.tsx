import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { CheckIcon, PlayIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/form/form-alert';
import type { PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { useTodayGame } from '../hooks/use-today-game';
import { ContinueGame } from './continue-game';

/**
 * The menu's way into the daily game (player spec 2): a placeholder while loading; Continue and Forfeit
 * for a game under way; today's result once played; Play today otherwise, or "no game" without one.
 */
export function TodayGameButtons({ kind }: { kind: PlayerKind }) {
  const { t, i18n } = useTranslation();
  const { game } = useApi();
  const { today, reload } = useTodayGame(kind);
  const [forfeitFailed, setForfeitFailed] = useState(false);
  const guest = kind === 'guest';
  const score = (value: number | null) =>
    value === null
      ? ''
      : t('game.entry.finalScore', { score: new Intl.NumberFormat(i18n.language).format(value) });

  switch (today.kind) {
    case 'loading':
      return <GameButtonPlaceholder />;
    case 'active':
      return (
        <>
          <ContinueGame
            active={today.active}
            offsetMs={today.offsetMs}
            isDemo={guest}
            onForfeit={async (gameDate) => {
              setForfeitFailed(false);
              try {
                await game.forPlayer(kind).forfeit(gameDate);
                reload();
              } catch (error) {
                console.warn('Forfeit from the menu failed', error);
                setForfeitFailed(true);
              }
            }}
          />
          {forfeitFailed ? <FormAlert message={t('game.entry.forfeitFailed')} /> : null}
        </>
      );
    case 'played':
      // A guest's finished game opens on its result; a player's today is done (spec: disabled, with the score).
      return guest ? (
        <ButtonLink to="/game" large>
          <CheckIcon />
          <span className="menu-game__label">
            {t('game.entry.showResult')}
            <span className="menu-game__details">{score(today.score)}</span>
          </span>
        </ButtonLink>
      ) : (
        <button type="button" className="button button--primary button--large" disabled>
          <CheckIcon />
          <span className="menu-game__label">
            {t('game.entry.playedToday')}
            <span className="menu-game__details">{score(today.score)}</span>
          </span>
        </button>
      );
    case 'none':
      return (
        <button type="button" className="button button--primary button--large" disabled>
          {t('game.entry.noGame')}
        </button>
      );
    case 'available':
      return (
        <ButtonLink to="/game" large>
          <PlayIcon />
          {guest ? t('menu.play') : t('game.entry.playToday')}
        </ButtonLink>
      );
  }
}

/** The place of the game's buttons while what they should say is still being asked. */
export function GameButtonPlaceholder() {
  const { t } = useTranslation();
  return (
    <span className="button button--large menu-game__placeholder" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      {t('game.entry.loading')}
    </span>
  );
}
