// The browser offers to install the app once it finds it installable (`beforeinstallprompt`, Chromium);
// the event fires early, maybe before the app's code has run, so the page's boot script catches it from the
// page's start; it is kept here until the player chooses to install. Safari on iOS never fires it: there
// the menu shows the spec's three steps to add the app by hand.

import { EARLY_INSTALL_PROMPT } from '../../../../../domain/constants/network.constants';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallOffer {
  /** `prompt`: the browser's own install dialog; `ios`: the manual steps; `none`: nothing to offer. */
  readonly kind: 'prompt' | 'ios' | 'none';
}

type Listener = () => void;

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<Listener>();
const changed = () => listeners.forEach((listener) => listener());

/** The app runs installed (from the home screen): nothing to offer then. */
export const isStandalone = (): boolean =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad, iPadOS included (it presents itself as a Mac with a touch screen). */
export const isIos = (userAgent: string, maxTouchPoints: number): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

export function listenForInstallPrompt(): void {
  // The page's boot script kept an offer that came before this code (adapters/http/web-app/app-boot.ts).
  const early = (window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT];
  if (early instanceof Event) deferred = early as InstallPromptEvent;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own mini-bar: the menu offers installing where the player reads about it.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    changed();
  });
}

let offer: InstallOffer = { kind: 'none' };
/** The same object until something changes (useSyncExternalStore compares snapshots by identity). */
export function installOffer(): InstallOffer {
  const kind =
    installed || isStandalone()
      ? 'none'
      : deferred !== null
        ? 'prompt'
        : isIos(navigator.userAgent, navigator.maxTouchPoints)
          ? 'ios'
          : 'none';
  if (offer.kind !== kind) offer = { kind };
  return offer;
}

export const subscribeToInstallOffer = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the browser's install dialog; the offer is used up whatever the player answers. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (event === null) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
}
