import { useEffect, useRef } from 'react';
import { useHistoryModals } from '../../../components/ui/use-history-modal';
import { useLatest } from '../../../lib/use-latest';

export type GameDialog = 'help' | 'settings' | 'forfeit';

const DIALOGS: readonly GameDialog[] = ['help', 'settings', 'forfeit'];

/**
 * The game's dialogs share one history entry (spec 4: back closes a dialog and does not leave the game).
 * Closing one puts the focus back where it was when it opened (the help button); a dialog that opened by
 * itself (the instructions of a new game) or whose opener is gone hands it to `home` (the Start button,
 * the board), so a keyboard player is never left on the page's body.
 */
export function useGameDialog(home: () => HTMLElement | null) {
  const modals = useHistoryModals(DIALOGS);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(modals.open !== null);
  const homeNow = useLatest(home);

  useEffect(() => {
    const isOpen = modals.open !== null;
    if (wasOpen.current && !isOpen) {
      const back = opener.current?.isConnected ? opener.current : homeNow.current();
      back?.focus();
      opener.current = null;
    }
    wasOpen.current = isOpen;
  }, [modals.open, homeNow]);

  return {
    open: modals.open,
    close: modals.close,
    show(name: GameDialog) {
      // One dialog replacing another (settings to help) keeps the first opener.
      if (modals.open === null) {
        const focused = document.activeElement;
        opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      }
      modals.show(name);
    },
  };
}
