// Shared by the service worker and the page: both must name this site's caches the same way, so that
// "clear cache" on the error page empties this site's caches only, never the other language's.

export const CACHE_PREFIX = 'sanaryhmat';

/** The site's slug from a service worker scope or a page base: `/fi/` and `/fi` give `fi`. */
export const siteOfScope = (scopePath: string): string => scopePath.split('/').filter(Boolean)[0] ?? '';

/** Every cache of a site carries its slug last: workbox names them `<prefix>-<kind>-<suffix>`. */
export const isCacheOfSite = (cacheName: string, site: string): boolean =>
  cacheName.startsWith(`${CACHE_PREFIX}-`) && cacheName.endsWith(`-${site}`);

/** The pages cache: the app's shell of this site, for opening it offline. */
export const pagesCacheName = (site: string) => `${CACHE_PREFIX}-pages-${site}`;

/** Code and styles fetched on demand that the install did not precache (the control panel's). */
export const assetsCacheName = (site: string) => `${CACHE_PREFIX}-assets-${site}`;
