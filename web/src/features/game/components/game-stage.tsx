import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { CalendarIcon, PlayIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/error-text';
import type { GameFeedback, useGame } from '../hooks/use-game';
import { useResultLanding } from '../hooks/use-result-landing';
import type { GameState } from '../model/game-state';
import { GameMessage } from './game-message';
import { GameOverView } from './game-over/game-over-view';
import { PlayingBoard } from './playing-board';
import { SwitchedOffAction, switchedOffCode, useSwitchedOffTexts, type SwitchCode } from './switched-off';

interface GameStageProps {
  state: GameState;
  invalidDate: boolean;
  /** The day shown is today and the admin's switch has the daily game resting. */
  dailyRests: boolean;
  guest: boolean;
  lastFeedback: { id: number; feedback: GameFeedback } | null;
  game: ReturnType<typeof useGame>;
  announce: (text: string) => void;
  onForfeit: () => void;
  /** The Ready step's button: the clock starts here (DESIGN 5: the first gameplay call fixes startTime). */
  onStart: () => void;
  dialogOpen: boolean;
  /** A new value puts the focus on the board's first word (see WordGrid). */
  focusRequest: number | string | null;
}

/** What stands under the game bar: a message, the board, or the game over view. */
export function GameStage({
  state,
  invalidDate,
  dailyRests,
  guest,
  lastFeedback,
  game,
  announce,
  onForfeit,
  onStart,
  dialogOpen,
  focusRequest,
}: GameStageProps) {
  const { t } = useTranslation();
  const overView = useRef<HTMLDivElement>(null);
  useResultLanding(state.kind, overView);
  const previous = (
    <ButtonLink to="/previous" variant="secondary">
      <CalendarIcon />
      {t('common.previousDays')}
    </ButtonLink>
  );
  if (invalidDate)
    return (
      <Stage>
        <GameMessage title={t('common.invalidDate')} actions={previous} />
      </Stage>
    );
  switch (state.kind) {
    case 'loading':
      // Not under a dialog (a new guest's instructions, open while the game is read): nothing shows through
      // its backdrop, and the Ready step then takes an empty place instead of pushing this card aside.
      return <Stage>{dialogOpen ? null : <GameMessage busy>{t('game.loading')}</GameMessage>}</Stage>;
    case 'failed': {
      const switchedOff = switchedOffCode(state.error);
      if (switchedOff !== null)
        return (
          <Stage>
            <SwitchedOffMessage code={switchedOff} />
          </Stage>
        );
      return (
        <Stage>
          <GameMessage
            title={t('game.loadFailed')}
            actions={
              <button type="button" className="button button--primary" onClick={game.retry}>
                {t('common.retry')}
              </button>
            }
          >
            {errorText(t, state.error)}
          </GameMessage>
        </Stage>
      );
    }
    case 'noGame':
      if (dailyRests)
        return (
          <Stage>
            <SwitchedOffMessage code="DAILY_DISABLED" />
          </Stage>
        );
      return (
        <Stage>
          <GameMessage title={t('game.noGame.title')} actions={previous}>
            {t('game.noGame.body')}
          </GameMessage>
        </Stage>
      );
    case 'ready':
      return (
        <Stage>
          <GameMessage
            title={t('game.ready.title')}
            actions={
              <button
                type="button"
                className="button button--primary button--large"
                disabled={game.busy}
                data-focus-home
                onClick={onStart}
              >
                <PlayIcon />
                {t('game.ready.start')}
              </button>
            }
          >
            {t('game.ready.body')}
          </GameMessage>
        </Stage>
      );
    case 'playing':
      return (
        <Stage>
          <PlayingBoard
            session={state.session}
            offsetMs={state.offsetMs}
            busy={game.busy}
            lastFeedback={lastFeedback}
            onSubmit={(words) => void game.submit(words)}
            onSwitch={(rowIndex) => void game.switchRow(rowIndex)}
            onForfeit={onForfeit}
            onRefresh={game.refresh}
            announce={announce}
            dialogOpen={dialogOpen}
            focusRequest={focusRequest}
          />
        </Stage>
      );
    case 'over':
      return (
        <div ref={overView} className="game__over">
          <GameOverView info={state.info} result={state.result} guest={guest} />
        </div>
      );
  }
}

/** The board's column, placed top, centre or bottom by the player's setting (the parent's class). */
function Stage({ children }: { children: React.ReactNode }) {
  return <div className="game__stage">{children}</div>;
}

function SwitchedOffMessage({ code }: { code: SwitchCode }) {
  const { title, body } = useSwitchedOffTexts(code);
  return (
    <GameMessage title={title} actions={<SwitchedOffAction code={code} />}>
      {body}
    </GameMessage>
  );
}
