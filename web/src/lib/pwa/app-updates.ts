// The app's version as the overlay and the footer show it. The updater (./app-updater.ts) sets it; it is
// fetched once the page has loaded, so the first download carries no part of it.

/**
 * What the app knows of its own version. `updating`: a new version is taking over and the page reloads
 * when it has (the blocking overlay). The rest answer the player's own check (the footer's button).
 */
export type UpdateState = 'idle' | 'checking' | 'upToDate' | 'checkFailed' | 'updating';

type Listener = () => void;

let state: UpdateState = 'idle';
const listeners = new Set<Listener>();

export const setUpdateState = (next: UpdateState) => {
  // Once updating, the page is about to reload: nothing may take the overlay away.
  if (state === 'updating' || state === next) return;
  state = next;
  for (const listener of listeners) listener();
};

export const updateState = () => state;
export const subscribeToUpdates = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the app runs through a service worker here (the footer offers a check only then). */
export const canCheckForUpdates = () => import.meta.env.PROD && 'serviceWorker' in navigator;
