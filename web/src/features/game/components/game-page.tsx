import { usePublicSettings } from '../../auth/hooks/use-public-settings';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/page/document-title';
import { useSession } from '../../auth/hooks/use-session';
import { useAnnouncer } from '../hooks/use-announcer';
import { useFeedbackText } from '../hooks/use-feedback-text';
import { useGame, type GameFeedback } from '../hooks/use-game';
import { useGameChangesShown } from '../hooks/use-game-changes-shown';
import { useGameDialog } from '../hooks/use-game-dialog';
import { useGameIntro, useHelpAtOnce } from '../hooks/use-game-intro';
import { useGamePreferences } from '../hooks/use-game-preferences';
import { readGameRequest } from '../model/game-route';
import { infoIn } from '../model/game-state';
import { GameBar } from './game-bar';
import { GameDialogs } from './game-dialogs';
import { GameStage } from './game-stage';
import './game-page.css';
import './board.css';
import './dialogs.css';

/**
 * `/game` (spec 2): `?date=&demo=` or navigation state `{ gameDate, isDemo }`, else today's game.
 * Guests play the demo through the guest paths; the server decides everything that counts.
 */
export function GamePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const request = readGameRequest(search, location.state);
  const { status, refreshProfile } = useSession();
  const kind = status === 'loading' ? null : status;
  const { announce } = useAnnouncer();
  const speak = useFeedbackText(announce);
  const [lastFeedback, setLastFeedback] = useState<{ id: number; feedback: GameFeedback } | null>(null);
  // Where the keyboard focus goes next on the board: its first word once the game starts here and after
  // every correct guess (the focused cards leave the grid), so the next Tab stays on the board.
  const [boardFocus, setBoardFocus] = useState<number | string | null>(null);
  const onFeedback = useCallback(
    (feedback: GameFeedback) => {
      speak(feedback);
      setLastFeedback((previous) => ({ id: (previous?.id ?? 0) + 1, feedback }));
      if (feedback.type === 'correct') setBoardFocus((n) => (typeof n === 'number' ? n + 1 : 1));
      // The menu's figures (games played, last played) change with a finished game (spec 4).
      if (feedback.type === 'over' && status === 'user') void refreshProfile();
    },
    [speak, status, refreshProfile],
  );
  const game = useGame({ kind, date: request.date, isDemo: request.isDemo, onFeedback });
  const { preferences, update } = useGamePreferences(kind, game.serverPreferences, () =>
    announce(t('game.settings.saveFailed'), 'error'),
  );
  const helpAtOnce = useHelpAtOnce(kind, request.invalidDate, preferences.hideInstructions);
  const dialog = useGameDialog(
    () =>
      document.querySelector<HTMLElement>(
        '.game__stage [data-focus-home], .game__stage .word-grid [tabindex="0"]',
      ),
    helpAtOnce,
  );
  const { state } = game;
  useGameChangesShown(state.kind);
  const info = infoIn(state);
  // A registered player's read of a day the daily switch withholds answers "no game" (the read also gives
  // the date); the switch says why.
  const { settings } = usePublicSettings();
  const dailyRests =
    !settings.dailyEnabled &&
    state.kind === 'noGame' &&
    (request.date === undefined || request.date === state.today);

  const startHere = () => {
    setBoardFocus('start');
    void game.start();
  };
  const startFromHelp = useGameIntro({
    state,
    hideInstructions: preferences.hideInstructions,
    helpAtOnce,
    dialog,
    start: startHere,
  });

  const title = info === null ? t('game.title') : t('game.heading', { number: info.sequenceNumber });
  return (
    <div className={`game game--${preferences.verticalPosition}`}>
      <DocumentTitle page={title} />
      <GameBar
        info={info}
        reading={state.kind === 'loading'}
        onHelp={() => dialog.show('help')}
        onSettings={state.kind === 'playing' ? () => dialog.show('settings') : undefined}
      />
      <GameStage
        state={state}
        invalidDate={request.invalidDate}
        dailyRests={dailyRests}
        guest={kind === 'guest'}
        lastFeedback={lastFeedback}
        game={game}
        announce={announce}
        onForfeit={() => dialog.show('forfeit')}
        onStart={startHere}
        dialogOpen={dialog.open !== null}
        focusRequest={boardFocus}
      />
      <GameDialogs
        open={dialog.open}
        playing={state.kind === 'playing'}
        busy={game.busy}
        preferences={preferences}
        onPreferences={update}
        onShow={dialog.show}
        onClose={dialog.close}
        onStart={startFromHelp}
        onForfeit={async () => {
          dialog.close();
          await game.forfeit();
        }}
      />
    </div>
  );
}
