import { useHistoryModals } from '../../../components/ui/use-history-modal';

export type GameDialog = 'help' | 'settings' | 'forfeit';

const DIALOGS: readonly GameDialog[] = ['help', 'settings', 'forfeit'];

/** The game's dialogs share one history entry (spec 4: back closes a dialog and does not leave the game). */
export const useGameDialog = () => useHistoryModals(DIALOGS);
