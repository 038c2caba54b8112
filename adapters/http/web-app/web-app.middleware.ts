import type { Middleware } from 'koa';
import send from 'koa-send';
import { IndexPageCache, renderIndex, type PageInstance } from './index-page';

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * Serves the built browser app: hashed assets with a long cache, other root files (icons, manifest) briefly
 * cached, and index.html for every page of every instance (the SPA routes itself). Requests under
 * `/{slug}/api` never reach this: the instance routers answer them, unknown ones with 404 JSON.
 */
export function webApp(distDir: string, instances: PageInstance[], apiPath: RegExp): Middleware {
  const pages = new IndexPageCache(distDir);
  const bySlug = new Map(instances.map((instance) => [instance.slug, instance]));
  const defaultSlug = instances[0]!.slug;

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || apiPath.test(ctx.path)) return next();
    if (ctx.path.startsWith('/assets/')) {
      const served = await send(ctx, ctx.path, {
        root: distDir,
        maxage: ONE_YEAR * 1000,
        immutable: true,
      }).catch(() => null);
      if (!served) ctx.throw(404);
      return;
    }
    const [, first = ''] = ctx.path.split('/');
    const instance = bySlug.get(first);
    if (!instance) {
      if (/^\/[\w.-]+\.(ico|png|svg|webmanifest|txt|js)$/.test(ctx.path)) {
        const served = await send(ctx, ctx.path, { root: distDir, maxage: 3600 * 1000 }).catch(() => null);
        if (served) return;
      }
      // `/` and any path outside an instance land on the default instance, whose SPA shows its own 404.
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
