import type { Workbox } from 'workbox-window';
// Spec: the update check runs every hour (and, here, when the player comes back to the app).
import { SERVICE_WORKER_UPDATE_INTERVAL_MS } from '../../../../domain/constants/ui.constants';
import { setUpdateState as setState } from './app-updates';

// The app's updater, fetched after the page has loaded (main.tsx), as workbox-window is by it: the first
// download carries the game, not its updater. Its state is ./app-updates.ts's.

/** Coming back to the tab checks too, but not more often than this. */
const FOCUS_CHECK_GAP_MS = 60 * 1000;

let workbox: Workbox | null = null;

/**
 * Registers the site's service worker (`{base}/sw.js`, its scope the site) and follows its versions: a new
 * version found by a check installs in the background, then the page shows "updating", lets it take over
 * and reloads into it. Every open tab of the site reloads with it, so none keeps running the old code.
 */
export async function startAppUpdates(basename: string): Promise<void> {
  if (!('serviceWorker' in navigator) || workbox !== null) return;
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
