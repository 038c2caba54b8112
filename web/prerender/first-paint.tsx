import { renderToString } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { REFERRAL_CODE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../domain/constants/network.constants';
import { App } from '../src/app/app';
import { createAppRouter, routerReady } from '../src/app/router';
import { OPENS_OTHERWISE_WITH } from '../src/features/game/model/first-help';
import { createI18n } from '../src/i18n/i18n';
import { DEFAULT_SITES, siteInstance, type Site } from '../src/lib/instance';
import { installFirstVisitGlobals } from './first-visit-globals';

/**
 * The pages drawn for a guest's first visit, under each site's path:
 * - `unless`: what the browser must not have stored for the drawing to be what the app shows there (a
 *   signed-in player's menu differs, an invited guest's starts with the invitation, a returning guest's
 *   game may be under way or have its instructions turned off);
 * - `module`: a lazy route's page, whose code and styles the page then names (scripts/build-first-paint.mjs).
 */
const FIRST_VISIT_PAGES = [
  { path: '/', unless: [TOKEN_STORAGE_KEY, REFERRAL_CODE_STORAGE_KEY] },
  {
    path: '/game',
    module: 'src/features/game/components/game-page.tsx',
    unless: OPENS_OTHERWISE_WITH,
  },
];

/**
 * The markup of a guest's first paint of `site`'s page at `path`, as the app draws it before anything is
 * read from the server: the page carries it in its `#root`, so it shows before the app's code has arrived,
 * and the app then takes it over element by element (web/src/main.tsx). Rendered by the build
 * (scripts/build-first-paint.mjs) from the app itself, so the two cannot drift apart.
 */
export async function renderFirstPaint(site: Site, sites: readonly Site[], path: string): Promise<string> {
  const instance = siteInstance(site, sites);
  const address = `${instance.basename}${path}`;
  installFirstVisitGlobals(`http://localhost${address}`);
  const i18n = await createI18n(site.language, site.language);
  const router = createAppRouter(instance, i18n, (routes, options) =>
    createMemoryRouter(routes, { ...options, initialEntries: [address] }),
  );
  await routerReady(router);
  return renderToString(
    <StrictMode>
      <App instance={instance} i18n={i18n} router={router} />
    </StrictMode>,
  );
}

/**
 * The first paints of every site the server runs by default (its INSTANCES unset), with that list: the
 * markup links to those sites, so the server sends it only when it runs exactly them.
 */
export async function renderFirstPaints(sites = DEFAULT_SITES) {
  const pages: Record<string, { path: string; markup: string; unless: string[]; module?: string }[]> = {};
  for (const site of sites) {
    pages[site.slug] = [];
    for (const page of FIRST_VISIT_PAGES) {
      pages[site.slug]!.push({ ...page, markup: await renderFirstPaint(site, sites, page.path) });
    }
  }
  return { sites, pages };
}
