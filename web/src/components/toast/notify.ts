import type { Renderable } from 'react-hot-toast';
import type { Tone } from './toast-options';

export type { Tone } from './toast-options';

// The app's toasts. Features call these, never react-hot-toast itself. The library is no part of the first
// download (nothing raises a toast before the menu is drawn): it is fetched with the toaster after the
// first paint (./app-toaster.tsx), or by the first toast; a toast raised before it came waits for it, and
// toasts keep the order they were raised in.

type ToastCalls = (typeof import('./toast-calls'))['toastCalls'];
let calls: ToastCalls | null = null;
let loading: Promise<ToastCalls> | null = null;
/** Told of each toast raised: the toaster fetches its own code again if that failed before. */
const raisedListeners = new Set<() => void>();

export const onToastRaised = (listener: () => void): (() => void) => {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
};

/** Fetches the toasts' code once; a failed fetch (a dropped connection) is tried again on the next toast. */
export const loadToasts = (): Promise<ToastCalls> =>
  (loading ??= import('./toast-calls').then(
    (module) => (calls = module.toastCalls),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

const raise = (run: (toasts: ToastCalls) => void): void => {
  for (const listener of raisedListeners) listener();
  if (calls !== null) run(calls);
  else loadToasts().then(run, () => undefined);
};

export const notify = {
  /** A finished action (saved, sent, deleted): 2 s. The same words again refresh the toast standing. */
  success: (text: string) => raise((toasts) => toasts.success(text)),
  /** Something that failed: 4 s. */
  error: (text: string) => raise((toasts) => toasts.error(text)),
  /** A plain notice (no news, words shuffled): 4 s. */
  info: (text: string) => raise((toasts) => toasts.info(text)),
  /**
   * The game's answer in words, at the top where the game page keeps room for it (game-page.css), one at a
   * time. `icon` replaces the tone's own (the game's target for one away).
   */
  game: (text: string, tone: Tone, icon?: Renderable) => raise((toasts) => toasts.game(text, tone, icon)),
  /** The game's toast goes with its board (leaving the page, closing a play-test). */
  clearGame: () => {
    // Nothing to clear before the code came; if it is on its way, it clears after the toasts raised before.
    if (calls !== null) calls.clearGame();
    else
      loading?.then(
        (toasts) => toasts.clearGame(),
        () => undefined,
      );
  },
};
