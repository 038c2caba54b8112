import { useLocation, useNavigate } from 'react-router';

export type GameDialog = 'help' | 'settings' | 'forfeit';

interface DialogHistoryState {
  gameDialog?: GameDialog;
}

const DIALOGS: readonly GameDialog[] = ['help', 'settings', 'forfeit'];

/**
 * The game's dialogs own one history entry between them (spec 4: the back button closes a modal and
 * does not leave the game). Going from one dialog to another replaces that entry instead of stacking.
 */
export function useGameDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as DialogHistoryState | null;
  const open = DIALOGS.find((dialog) => dialog === state?.gameDialog) ?? null;
  const { pathname, search, hash } = location;

  return {
    open,
    show(dialog: GameDialog) {
      if (open === dialog) return;
      void navigate(
        { pathname, search, hash },
        { state: { ...state, gameDialog: dialog }, replace: open !== null, preventScrollReset: true },
      );
    },
    close() {
      if (open !== null) void navigate(-1);
    },
  };
}
