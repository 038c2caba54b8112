import { createElement, useCallback, useEffect } from 'react';
import { notify, type Tone } from '../../../components/toast/notify';
import { CrossIcon } from '../../../components/ui/icons';
import { NearIcon } from '../components/game-icons';

export type { Tone };

/** A miss and one away show their badge's mark, so a toast and its badge read as the same answer. */
const ICONS: Partial<Record<Tone, ReturnType<typeof createElement>>> = {
  error: createElement(CrossIcon, { width: 20, height: 20 }),
  near: createElement(NearIcon, { width: 20, height: 20 }),
};

/**
 * The board's messages: each in a toast at the top, one at a time (a new one replaces the last, as the
 * badge by the board does), read out once by the app's toast region (components/toast). The last one goes
 * with the board: it says nothing about the page that follows.
 */
export function useAnnouncer() {
  useEffect(() => () => notify.clearGame(), []);

  const announce = useCallback((text: string, tone: Tone = 'info') => {
    notify.game(text, tone, ICONS[tone]);
  }, []);

  return { announce };
}
