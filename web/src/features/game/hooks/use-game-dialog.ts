import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHistoryModals } from '../../../components/ui/use-history-modal';
import { useLatest } from '../../../lib/use-latest';

export type GameDialog = 'help' | 'settings' | 'forfeit';

const DIALOGS: readonly GameDialog[] = ['help', 'settings', 'forfeit'];

/**
 * The game's dialogs share one history entry (spec 4: back closes a dialog and does not leave the game).
 * Closing one puts the focus back where it was when it opened (the help button); a dialog that opened by
 * itself (the instructions of a new game) or whose opener is gone hands it to `home` (the Start button,
 * the board), so a keyboard player is never left on the page's body.
 *
 * `helpAtOnce`: the instructions are open from the first frame, before the history entry is in (it is
 * pushed in the same task): a new guest's page is drawn with them (web/prerender), and they stay the same
 * element.
 */
export function useGameDialog(home: () => HTMLElement | null, helpAtOnce = false) {
  const modals = useHistoryModals(DIALOGS);
  const [early, setEarly] = useState(helpAtOnce);
  // Once the entry is in, it holds the dialog (back closes it): the first frame's stand-in is done.
  if (early && modals.open !== null) setEarly(false);
  const open = modals.open ?? (early ? 'help' : null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open !== null);
  const homeNow = useLatest(home);
  const { show: showModal } = modals;
  const pushed = useRef(false);

  // In the frame's own task, so no press of the drawing's buttons can come between.
  useLayoutEffect(() => {
    if (!early || pushed.current) return;
    pushed.current = true;
    showModal('help');
  }, [early, showModal]);

  useEffect(() => {
    const isOpen = open !== null;
    if (wasOpen.current && !isOpen) {
      const back = opener.current?.isConnected ? opener.current : homeNow.current();
      back?.focus();
      opener.current = null;
    }
    wasOpen.current = isOpen;
  }, [open, homeNow]);

  return {
    open,
    close() {
      pushed.current = true;
      setEarly(false);
      modals.close();
    },
    show(name: GameDialog) {
      // One dialog replacing another (settings to help) keeps the first opener.
      if (open === null) {
        const focused = document.activeElement;
        opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      }
      modals.show(name);
    },
  };
}
