/// <reference lib="WebWorker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { assetsCacheName, CACHE_PREFIX, pagesCacheName, siteOfScope } from '../src/lib/pwa/cache-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// One worker per site (`/fi/`, `/en/`), each with its own caches: the sites share the build's assets but
// keep their own sign-in and storage, and clearing one site's cache must not touch the other's.
const scope = new URL(self.registration.scope).pathname;
const site = siteOfScope(scope);
setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: site });

// The players' side of the app (web/build/player-precache.ts chose it): installed at once, so the game
// opens offline and a new version is complete before it takes over.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The control panel's code is fetched only by those who open it, then kept: hashed names never change.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: assetsCacheName(site),
    plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

// Pages come from the server first (it writes the site, the link previews and the current build's script
// into each); offline, or when the server is slow to answer, the shell kept at install opens instead and
// the app says it is offline. API answers are never cached: nothing here matches /api/.
const pagesCache = pagesCacheName(site);
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: pagesCache,
      networkTimeoutSeconds: 4,
      plugins: [
        {
          // Any page of the site is the same shell: the router inside draws the page the address names.
          handlerDidError: async () => (await caches.open(pagesCache)).match(scope) ?? Response.error(),
        },
      ],
    }),
    { allowlist: [new RegExp(`^${scope}`)], denylist: [new RegExp(`^${scope}api(/|$)`)] },
  ),
);

// The first visit is looked after from the start (offline included), not from its next page load.
clientsClaim();

self.addEventListener('install', (event) => {
  // The shell of this build, kept for opening offline before the player has navigated anywhere.
  event.waitUntil(
    caches.open(pagesCache).then((cache) => cache.add(new Request(scope, { cache: 'reload' }))),
  );
});

// A new version waits until the page says it may take over (web/src/app/pwa): the page shows "updating"
// and reloads once the new worker controls it, so no page runs half old, half new code.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
