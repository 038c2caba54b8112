import type { Language } from './language';

/**
 * The game's sites: one instance per language, each with its own puzzles and accounts (DESIGN 4). The
 * interface language is the site's, so changing language means going to the other site.
 */
export const LANGUAGE_SITES: readonly { readonly slug: string; readonly language: Language }[] = [
  { slug: 'fi', language: 'fi' },
  { slug: 'en', language: 'en' },
];

/** The sites in the other languages than `language`: where the language control leads. */
export const otherLanguageSites = (language: Language) =>
  LANGUAGE_SITES.filter((site) => site.language !== language);

/**
 * The same page on the site `slug`, from the router's location (its path is relative to the instance's
 * base). Search and hash go along (a date, a tab), so a player lands where they were, in the other language.
 */
export const samePageOn = (
  slug: string,
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
): string => `/${slug}${pathname.startsWith('/') ? pathname : `/${pathname}`}${search}${hash}`;
