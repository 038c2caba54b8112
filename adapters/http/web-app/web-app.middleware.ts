import type { Middleware } from 'koa';
import send from 'koa-send';
import { IndexPageCache, renderIndex, type PageInstance } from './index-page';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ANY_API_PATH = /^\/[^/]+\/api(\/|$)/;
const ROOT_FILE = /^\/[\w.-]+\.[a-z0-9]+$/i;

/**
 * Serves the built browser app: hashed assets with a long cache, other root files (icons, manifest) briefly
 * cached, and index.html for every page of every instance (the SPA routes itself). API paths are never
 * answered here, not even of an instance that does not exist: they fall through to the JSON 404.
 */
export function webApp(distDir: string, instances: PageInstance[]): Middleware {
  const pages = new IndexPageCache(distDir);
  const bySlug = new Map(instances.map((instance) => [instance.slug, instance]));
  const defaultSlug = instances[0]!.slug;
  const serveFile = (ctx: Parameters<Middleware>[0], maxage: number, immutable = false) =>
    send(ctx, ctx.path, { root: distDir, maxage, immutable }).catch(() => null);

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ANY_API_PATH.test(ctx.path)) return next();
    if (ctx.path.startsWith('/assets/')) {
      return (await serveFile(ctx, ONE_YEAR_MS, true)) ? undefined : next();
    }
    const [, first = ''] = ctx.path.split('/');
    const instance = bySlug.get(first);
    if (!instance) {
      if (ROOT_FILE.test(ctx.path)) return (await serveFile(ctx, 60 * 60 * 1000)) ? undefined : next();
      // `/` and any page outside an instance land on the default instance, whose SPA shows its own 404.
      ctx.redirect(`/${defaultSlug}${ctx.path === '/' ? '/' : ctx.path}${ctx.search}`);
      return;
    }
    const template = await pages.template();
    if (template === null) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build:web` (npm start does it for you).';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = renderIndex(template, instance);
  };
}
