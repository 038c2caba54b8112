import { toast, type Renderable } from 'react-hot-toast';
import type { Tone } from './toast-options';

// The app's toasts on react-hot-toast, fetched when the first is raised or with the toaster after the first
// paint (./notify.ts). Features raise toasts through ./notify.ts, never this module or the library itself:
// the ids, the places and the looks (app-toaster.css) stay the same everywhere.

/** The game's one toast: a new answer replaces the last, as the badge by its board does. */
const GAME_TOAST_ID = 'game';

const show = (tone: Tone, text: string, options: Parameters<typeof toast>[1]) => {
  switch (tone) {
    case 'success':
      return toast.success(text, options);
    case 'error':
    case 'near':
      // One away is a miss all the same: an error's duration, in a colour of its own.
      return toast.error(text, options);
    case 'info':
      return toast(text, options);
  }
};

/**
 * The same words again refresh the toast that shows them (it comes back in and is read out again) instead of
 * stacking a twin of it: a switch flipped twice, a bell pressed twice.
 */
const once = (tone: Tone) => (text: string) => show(tone, text, { id: `${tone}:${text}` });

export const toastCalls = {
  /** A finished action (saved, sent, deleted): 2 s. */
  success: once('success'),
  /** Something that failed: 4 s. */
  error: once('error'),
  /** A plain notice (no news, words shuffled): 4 s. */
  info: once('info'),
  /**
   * The game's answer in words, at the top where the game page keeps room for it (game-page.css), one at a
   * time. `icon` replaces the tone's own (the game's target for one away).
   */
  game(text: string, tone: Tone, icon?: Renderable) {
    return show(tone, text, {
      id: GAME_TOAST_ID,
      position: 'top-center',
      // Every key given, so an answer never keeps the previous one's look.
      className: tone === 'near' ? 'app-toast--game app-toast--near' : 'app-toast--game',
      icon: icon ?? null,
    });
  },
  /** The game's toast goes with its board (leaving the page, closing a play-test). */
  clearGame() {
    toast.remove(GAME_TOAST_ID);
  },
};
