import { isLanguage, type Language } from './language';

/** The instance (tenant) this page belongs to: the same build is served under every `/{slug}/`. */
export interface Instance {
  readonly slug: string;
  readonly language: Language;
  /** Router basename, `/{slug}`. */
  readonly basename: string;
  /** API base, `/{slug}/api`. */
  readonly apiBase: string;
  /** Every site the server runs (this one among them), in its order: where the language control leads. */
  readonly sites: readonly Site[];
}

/** One instance: its own puzzles and accounts, in one language (DESIGN 4). */
export interface Site {
  readonly slug: string;
  readonly language: Language;
}

/** Without the server's list (the Vite dev server): the server's default INSTANCES. */
export const DEFAULT_SITES: readonly Site[] = [
  { slug: 'fi', language: 'fi' },
  { slug: 'en', language: 'en' },
];

const DEFAULT_SLUG = 'fi';
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/i;

function slugFromPath(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment !== '');
  return isLanguage(first) ? first : DEFAULT_SLUG;
}

/** `data-sites`: `slug:language` pairs, comma-separated; anything unreadable is left out. */
function sitesFrom(list: string | undefined): readonly Site[] {
  const sites = (list ?? '').split(',').flatMap((entry): Site[] => {
    const [slug = '', language] = entry.trim().split(':');
    return SLUG_PATTERN.test(slug) && isLanguage(language) ? [{ slug, language }] : [];
  });
  return sites.length > 0 ? sites : DEFAULT_SITES;
}

/**
 * The server replaces `<meta name="app-instance" content="">` with the instance slug, its language and
 * every site it runs; without it (the Vite dev server) the first path segment decides, then the default.
 */
export function detectInstance(doc: Document, pathname: string): Instance {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="app-instance"]');
  const metaSlug = meta?.content.trim() ?? '';
  const slug = SLUG_PATTERN.test(metaSlug) ? metaSlug : slugFromPath(pathname);
  const metaLanguage = meta?.dataset.language;
  const language: Language = isLanguage(metaLanguage) ? metaLanguage : isLanguage(slug) ? slug : DEFAULT_SLUG;
  return siteInstance({ slug, language }, sitesFrom(meta?.dataset.sites));
}

/** The instance of `site` on a server that runs `sites`. */
export const siteInstance = (site: Site, sites: readonly Site[]): Instance => ({
  ...site,
  basename: `/${site.slug}`,
  apiBase: `/${site.slug}/api`,
  sites,
});

/** True when the path lives under the instance, e.g. `/fi`, `/fi/` or `/fi/game`. */
export const isUnderBasename = (pathname: string, basename: string): boolean =>
  pathname === basename || pathname.startsWith(`${basename}/`);
