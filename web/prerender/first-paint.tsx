import { renderToString } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/app/app';
import { createI18n } from '../src/i18n/i18n';
import { DEFAULT_SITES, siteInstance, type Site } from '../src/lib/instance';
import { installFirstVisitGlobals } from './first-visit-globals';

/**
 * The markup of a guest's first paint of `site`'s menu, as the app draws it before anything is read from the
 * server: the page carries it in its `#root`, so the menu shows before the app's code has arrived, and the
 * app then takes it over element by element (web/src/main.tsx). Rendered by the build (scripts/build-web.mjs)
 * from the app itself, so the two cannot drift apart.
 */
export async function renderFirstPaint(site: Site, sites: readonly Site[]): Promise<string> {
  const instance = siteInstance(site, sites);
  installFirstVisitGlobals(`http://localhost${instance.basename}/`);
  const i18n = await createI18n(site.language, site.language);
  return renderToString(
    <StrictMode>
      <App
        instance={instance}
        i18n={i18n}
        createRouter={(routes, options) =>
          createMemoryRouter(routes, { ...options, initialEntries: [`${instance.basename}/`] })
        }
      />
    </StrictMode>,
  );
}

/**
 * The first paint of every site the server runs by default (its INSTANCES unset), with that list: the
 * markup links to those sites, so the server sends it only when it runs exactly them.
 */
export async function renderFirstPaints(sites = DEFAULT_SITES) {
  const pages: Record<string, string> = {};
  for (const site of sites) pages[site.slug] = await renderFirstPaint(site, sites);
  return { sites, pages };
}
