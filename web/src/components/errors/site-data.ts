import { TOKEN_STORAGE_KEY } from '../../../../domain/constants/network.constants';
import { GUEST_ID_STORAGE_KEY } from '../../lib/api';
import { siteKey } from '../../lib/api/site-store';
import { isCacheOfSite } from '../../lib/pwa/cache-names';

// The error page's ways out. Every site of the server shares the origin's storage and caches, so each of
// them touches this site's own entries only: the other language's site stays signed in and installed.

/**
 * Empties this site's service-worker caches and unregisters its worker (the next load fetches everything
 * afresh and installs again), and removes this site's stored settings and sign-in. The guest id stays:
 * it is not a cache but the key to the games a guest played on this device.
 */
export async function clearSiteData(site: string): Promise<void> {
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => isCacheOfSite(name, site)).map((name) => caches.delete(name)));
  }
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const own = registrations.filter((registration) => new URL(registration.scope).pathname === `/${site}/`);
    await Promise.all(own.map((registration) => registration.unregister()));
  }
  forEachStorage((storage) => {
    const keep = siteKey(GUEST_ID_STORAGE_KEY, site);
    const own = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.endsWith(`@${site}`) && key !== keep,
    );
    for (const key of own) storage.removeItem(key);
  });
}

/** Signs out on this device (this site only), so the app starts again as a guest. */
export function resetSiteSession(site: string): void {
  forEachStorage((storage) => storage.removeItem(siteKey(TOKEN_STORAGE_KEY, site)));
}

function forEachStorage(act: (storage: Storage) => void): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      act(window[name]);
    } catch {
      // Storage that cannot be reached holds nothing of the site.
    }
  }
}
