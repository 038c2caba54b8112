import path from 'node:path';
import { isLanguage } from '../../../domain/language/language';
import { BuiltFile, escapeAttribute, type PageInstance } from './index-page';

/**
 * What the build drew (scripts/build-first-paint.mjs): each site's menu as a guest first sees it, for the
 * sites it was drawn for. The markup links to those sites, so it is only sent by a server that runs them.
 */
interface FirstPaints {
  sites: readonly PageInstance[];
  pages: Readonly<Record<string, string>>;
}

const isSite = (value: unknown): value is PageInstance =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageInstance).slug === 'string' &&
  isLanguage((value as PageInstance).language);

function parseFirstPaints(text: string): FirstPaints {
  const parsed = JSON.parse(text) as Partial<FirstPaints> | null;
  const { sites, pages } = parsed ?? {};
  if (!Array.isArray(sites) || !sites.every(isSite) || typeof pages !== 'object' || pages === null) {
    throw new Error('first-paint.json is not a build of this app');
  }
  return { sites, pages };
}

export const firstPaintFile = (distDir: string) =>
  new BuiltFile(path.join(distDir, 'first-paint.json'), parseFirstPaints);

const sameSites = (a: readonly PageInstance[], b: readonly PageInstance[]) =>
  a.length === b.length && a.every((site, i) => site.slug === b[i]!.slug && site.language === b[i]!.language);

/** The menu's first paint for `instance`, when the build drew it for exactly the sites this server runs. */
export function firstPaintOf(
  paints: FirstPaints | null,
  instance: PageInstance,
  sites: readonly PageInstance[],
): string | null {
  if (paints === null || !sameSites(paints.sites, sites)) return null;
  const markup = paints.pages[instance.slug];
  return typeof markup === 'string' ? markup : null;
}

/** The instance's landing page, the one page drawn at build time. */
export const landingPath = (instance: PageInstance) => `/${instance.slug}/`;

/**
 * `page` with `markup` in its `#root`, marked with the site and the address it was drawn for: the page's
 * boot script (./app-boot.ts) keeps it only there, and only for a guest.
 */
export function withFirstPaint(page: string, instance: PageInstance, markup: string): string {
  const site = escapeAttribute(instance.slug);
  const address = escapeAttribute(landingPath(instance));
  return page.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-site="${site}" data-first-paint="${address}">${markup}</div>`,
  );
}
