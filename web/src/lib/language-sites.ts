import type { Instance, Site } from './instance';

/**
 * The sites in other languages than this one's: where the language control leads. Each site has its own
 * puzzles and accounts (DESIGN 4) and the interface language is the site's, so changing language means
 * going to another site.
 */
export const otherLanguageSites = (instance: Pick<Instance, 'sites' | 'language'>): readonly Site[] =>
  instance.sites.filter((site) => site.language !== instance.language);

/**
 * Pages that mean the same on every site. Others carry something of this site only (an invite code, a
 * one-time link's token, a group): the other site opens on its menu instead.
 */
const SHARED_PAGES = /^\/(game|previous(\/\d{4}-\d{2}-\d{2})?|scoreboard(\/[a-z-]+)?|gdpr|qr)?$/;

/**
 * The same page on the site `slug`, from the router's location (its path is relative to the instance's
 * base); nothing of the address beyond the path goes along, as a query may hold a token.
 */
export const samePageOn = (slug: string, { pathname }: { pathname: string }): string => {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return SHARED_PAGES.test(path) ? `/${slug}${path === '/' ? '/' : path}` : `/${slug}/`;
};
