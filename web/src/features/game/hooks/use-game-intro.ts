import { useEffect, useRef, useState } from 'react';
import type { PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { useLatest } from '../../../lib/use-latest';
import { opensWithHelp } from '../model/first-help';
import type { GameState } from '../model/game-state';
import type { GameDialog } from './use-game-dialog';

/**
 * Whether the page opens with the instructions before its game is read (../model/first-help.ts). The build
 * draws a new guest's game page so (web/prerender), and the app's first frame must be the same. Decided
 * once, at the start.
 */
export function useHelpAtOnce(kind: PlayerKind | null, invalidDate: boolean, hideInstructions: boolean) {
  const { client } = useApi();
  const [atOnce] = useState(() =>
    opensWithHelp({ kind, invalidDate, hideInstructions, guestId: client.guestId.peek() }),
  );
  return atOnce;
}

interface GameIntroOptions {
  state: GameState;
  hideInstructions: boolean;
  helpAtOnce: boolean;
  dialog: { open: GameDialog | null; show: (dialog: GameDialog) => void; close: () => void };
  /** Starts the clock: only ever from a press of a start button. */
  start: () => void;
}

/**
 * A game whose clock has not started waits at the Ready step, under the instructions unless the player
 * turned them off. Only a press of a start button starts the clock (DESIGN 5: the first gameplay call fixes
 * startTime), so the clock never runs while the player cannot see the board. Instructions open before the
 * game is read start it as soon as it is (if their Start was pressed), and close when there is none to start.
 *
 * Answers the instructions' start action, undefined while there is nothing to start.
 */
export function useGameIntro({ state, hideInstructions, helpAtOnce, dialog, start }: GameIntroOptions) {
  const ready = state.kind === 'ready';
  const loading = state.kind === 'loading';
  const { open, show, close } = dialog;

  const introduced = useRef(helpAtOnce);
  useEffect(() => {
    if (!ready || introduced.current) return;
    introduced.current = true;
    if (!hideInstructions) show('help');
  }, [ready, hideInstructions, show]);

  // Start pressed before the game was read: it starts when it is (the loading card shows meanwhile), and
  // not under a dialog opened since (the help from the bar): then when that is closed.
  const startWanted = useRef(false);
  const startNow = useLatest(start);
  useEffect(() => {
    if (loading || open !== null || !startWanted.current) return;
    startWanted.current = false;
    if (ready) startNow.current();
  }, [loading, ready, open, startNow]);

  const earlyHelp = useRef(helpAtOnce);
  useEffect(() => {
    if (loading || !earlyHelp.current) return;
    earlyHelp.current = false;
    if (!ready && open === 'help') close();
  }, [loading, ready, open, close]);

  if (ready) return start;
  if (!loading) return undefined;
  return () => {
    startWanted.current = true;
  };
}
