import type { Workbox } from 'workbox-window';
// Spec: the update check runs every hour (and, here, when the player comes back to the app).
import { SERVICE_WORKER_UPDATE_INTERVAL_MS } from '../../../../domain/constants/ui.constants';

/** Coming back to the tab checks too, but not more often than this. */
const FOCUS_CHECK_GAP_MS = 60 * 1000;

/**
 * What the app knows of its own version. `updating`: a new version is taking over and the page reloads
 * when it has (the blocking overlay). The rest answer the player's own check (the footer's button).
 */
export type UpdateState = 'idle' | 'checking' | 'upToDate' | 'checkFailed' | 'updating';

type Listener = () => void;

let state: UpdateState = 'idle';
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();

const setState = (next: UpdateState) => {
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

/**
 * Registers the site's service worker (`{base}/sw.js`, its scope the site) and follows its versions: a new
 * version found by a check installs in the background, then the page shows "updating", lets it take over
 * and reloads into it. Every open tab of the site reloads with it, so none keeps running the old code.
 */
export async function startAppUpdates(basename: string): Promise<void> {
  if (!('serviceWorker' in navigator) || workbox !== null) return;
  // Fetched after the page has loaded: the first download carries the game, not its updater.
  const { Workbox } = await import('workbox-window');
  if (workbox !== null) return;
  const wb = new Workbox(`${basename}/sw.js`, { scope: `${basename}/` });
  workbox = wb;
  wb.addEventListener('waiting', () => {
    setState('updating');
    wb.messageSkipWaiting();
  });
  // The first install takes the page over without a reload (nothing ran old code); a worker replacing
  // another one is a new version, whichever tab let it take over.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const replaced = controller !== null;
    controller = navigator.serviceWorker.controller;
    if (!replaced) return;
    setState('updating');
    window.location.reload();
  });
  wb.register().catch((error: unknown) => console.warn('Service worker not registered', error));

  window.setInterval(() => void checkQuietly(), SERVICE_WORKER_UPDATE_INTERVAL_MS);
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < FOCUS_CHECK_GAP_MS) return;
    lastCheck = Date.now();
    void checkQuietly();
  });
}

// A timed check that fails (offline, the server restarting) says nothing: the next one will do.
const checkQuietly = () => workbox?.update().catch(() => undefined);

/** The player's own check: its outcome is shown (up to date, or the spec's "check failed"). */
export async function checkForUpdate(): Promise<void> {
  if (workbox === null) {
    setState('checkFailed');
    return;
  }
  setState('checking');
  try {
    await workbox.update();
    // A new version now installs; `waiting` switches to updating when it is ready.
    setState('upToDate');
  } catch {
    // Offline, or the server away: the player sees the spec's "check failed" and may try again.
    setState('checkFailed');
  }
}
