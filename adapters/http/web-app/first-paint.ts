import path from 'node:path';
import { isLanguage } from '../../../domain/language/language';
import { BuiltFile, escapeAttribute, type PageInstance } from './index-page';

/**
 * A page the build drew as a guest first sees it (scripts/build-first-paint.mjs, web/prerender):
 * - `path`: under the site's path (`/` the landing, `/game`);
 * - `unless`: the storage keys of visits it does not fit (a signed-in player, a returning guest...);
 * - `styles`, `scripts`: the files of its lazy page that the built index.html does not name.
 */
export interface DrawnPage {
  path: string;
  markup: string;
  unless: readonly string[];
  styles: readonly string[];
  scripts: readonly string[];
}

/** The drawn pages of each site, for the sites they were drawn for: their markup links to those sites. */
interface FirstPaints {
  sites: readonly PageInstance[];
  pages: Readonly<Record<string, readonly DrawnPage[]>>;
}

const isSite = (value: unknown): value is PageInstance =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageInstance).slug === 'string' &&
  isLanguage((value as PageInstance).language);

const isTextList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isDrawnPage = (value: unknown): value is DrawnPage => {
  const page = value as Partial<DrawnPage> | null;
  return (
    typeof page === 'object' &&
    page !== null &&
    typeof page.path === 'string' &&
    typeof page.markup === 'string' &&
    [page.unless, page.styles, page.scripts].every(isTextList)
  );
};

const isPageLists = (value: unknown): value is FirstPaints['pages'] =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((list) => Array.isArray(list) && list.every(isDrawnPage));

function parseFirstPaints(text: string): FirstPaints {
  const { sites, pages } = (JSON.parse(text) as Partial<FirstPaints> | null) ?? {};
  if (!Array.isArray(sites) || !sites.every(isSite) || !isPageLists(pages)) {
    throw new Error('first-paint.json is not a build of this app');
  }
  return { sites, pages };
}

export const firstPaintFile = (distDir: string) =>
  new BuiltFile(path.join(distDir, 'first-paint.json'), parseFirstPaints);

const sameSites = (a: readonly PageInstance[], b: readonly PageInstance[]) =>
  a.length === b.length && a.every((site, i) => site.slug === b[i]!.slug && site.language === b[i]!.language);

/** The page's address: under the site's path. */
const addressOf = (instance: PageInstance, page: DrawnPage) => `/${instance.slug}${page.path}`;

/** The page at `address` as the build drew it, when it drew it for exactly the sites this server runs. */
export function firstPaintAt(
  paints: FirstPaints | null,
  instance: PageInstance,
  sites: readonly PageInstance[],
  address: string,
): DrawnPage | null {
  if (paints === null || !sameSites(paints.sites, sites)) return null;
  return paints.pages[instance.slug]?.find((page) => addressOf(instance, page) === address) ?? null;
}

const fileLink = (rel: string, href: string) =>
  `<link rel="${rel}" crossorigin href="${escapeAttribute(href)}">`;

/**
 * `page` with the drawing in its `#root`, marked with the site, its address and the keys of the visits it
 * does not fit (the page's boot script, ./app-boot.ts, keeps it only for the others), and with its lazy
 * page's files: the styles linked, the scripts preloaded (the boot script fetches them beside the app's).
 */
export function withFirstPaint(page: string, instance: PageInstance, drawn: DrawnPage): string {
  const marks = [
    `data-site="${escapeAttribute(instance.slug)}"`,
    `data-first-paint="${escapeAttribute(addressOf(instance, drawn))}"`,
    `data-unless="${escapeAttribute(drawn.unless.join(' '))}"`,
  ].join(' ');
  const files = [
    ...drawn.styles.map((href) => fileLink('stylesheet', href)),
    ...drawn.scripts.map((href) => fileLink('modulepreload', href)),
  ];
  return page
    .replace('</head>', () => `${files.map((link) => `${link}\n  `).join('')}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${marks}>${drawn.markup}</div>`);
}
