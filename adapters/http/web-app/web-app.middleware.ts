import { access } from 'node:fs/promises';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { Logger } from 'pino';
import type { BrandingView } from '../../../contracts/auth.codec';
import { ANY_API_PATH } from '../api-path';
import { bootAfterFirstPaint } from './app-boot';
import { firstPaintAt, firstPaintFile, withFirstPaint } from './first-paint';
import { indexPage, renderIndex, type PageInstance } from './index-page';
import { keepOwnLanguagePreload } from './language-preloads';
import { linkPreviewHead, pageAddress } from './link-preview';
import { isPreviewImagePath, previewImagePath, PreviewImageVersions } from './link-preview-image';
import { webManifest } from './web-manifest';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;
const ROOT_FILE = /^\/[\w.-]+\.[a-z0-9]+$/i;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export interface WebAppInstance extends PageInstance {
  /** The instance's branding, for the pages' titles (read through the shared settings cache). */
  branding?: () => Promise<BrandingView>;
}

export interface WebAppOptions {
  /** PUBLIC_URL: the absolute base of the link-preview addresses; absent, pages carry no such tags. */
  publicUrl?: string;
  logger: Logger;
}

/**
 * Serves the built browser app: hashed assets with a long cache, other root files (icons, manifest) briefly
 * cached, and index.html for every page of every instance (the SPA routes itself) with the page's
 * link-preview tags. API paths are never answered here, not even of an instance that does not exist: they
 * fall through to the JSON 404.
 */
export function webApp(distDir: string, instances: WebAppInstance[], options: WebAppOptions): Middleware {
  const pages = indexPage(distDir);
  const firstPaints = firstPaintFile(distDir);
  const images = new PreviewImageVersions(distDir);
  const { publicUrl, logger } = options;
  const bySlug = new Map(instances.map((instance) => [instance.slug, instance]));
  const defaultSlug = instances[0]!.slug;
  // The build writes `.br` and `.gz` beside each text asset (web/build/precompress-plugin.ts): koa-send
  // sends the one the request accepts, typed as the original, with its Content-Encoding. Such a file goes
  // out as built: never compressed again per request, not even for a client that takes neither (it gets
  // the file itself). The answer differs by Accept-Encoding, which caches must know.
  const serveFile = async (
    ctx: Parameters<Middleware>[0],
    maxage: number,
    immutable = false,
    file = ctx.path,
  ) => {
    ctx.vary('Accept-Encoding');
    const served = await send(ctx, file, {
      root: distDir,
      maxage,
      immutable,
      brotli: true,
      gzip: true,
    }).catch(() => null);
    if (served !== null && (ctx.response.get('Content-Encoding') || (await exists(`${served}.gz`)))) {
      ctx.compress = false;
    }
    return served;
  };

  // A failed settings read costs the page its custom title, never the page: the game's name stands in.
  const brandingOf = async (instance: WebAppInstance) => {
    try {
      return instance.branding ? await instance.branding() : null;
    } catch (error) {
      logger.warn({ err: error, instance: instance.slug }, 'branding unreadable for link previews');
      return null;
    }
  };
  const previewHead = async (instance: WebAppInstance, path: string) => {
    if (publicUrl === undefined) return '';
    const [branding, version] = await Promise.all([brandingOf(instance), images.version(instance.language)]);
    const imageUrl =
      version === null ? null : `${publicUrl}${previewImagePath(instance.language)}?v=${version}`;
    const pageUrl = pageAddress(publicUrl, path, instance.slug);
    return linkPreviewHead({ language: instance.language, branding, pageUrl, imageUrl });
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ANY_API_PATH.test(ctx.path)) return next();
    if (ctx.path.startsWith('/assets/')) {
      return (await serveFile(ctx, ONE_YEAR_MS, true)) ? undefined : next();
    }
    const [, first = ''] = ctx.path.split('/');
    const instance = bySlug.get(first);
    if (!instance) {
      if (isPreviewImagePath(ctx.path)) {
        // Made to be shown by other sites (chat apps' link previews): the one file any origin may embed.
        ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
        // The pages name it with its version (`?v=`): that address never changes its bytes. Any other query
        // (an old version, made-up text) is served as the bare address, for an hour.
        const current = await images.versionAt(ctx.path);
        const versioned = current !== null && ctx.query.v === current;
        return (await serveFile(ctx, versioned ? ONE_YEAR_MS : ONE_HOUR_MS, versioned)) ? undefined : next();
      }
      if (ROOT_FILE.test(ctx.path)) return (await serveFile(ctx, ONE_HOUR_MS)) ? undefined : next();
      // `/` and any page outside an instance land on the default instance, whose SPA shows its own 404.
      ctx.redirect(`/${defaultSlug}${ctx.path === '/' ? '/' : ctx.path}${ctx.search}`);
      return;
    }
    const rest = ctx.path.slice(first.length + 1);
    if (rest === '/manifest.webmanifest') {
      ctx.set('Cache-Control', `public, max-age=${ONE_HOUR_MS / 1000}`);
      ctx.type = 'application/manifest+json';
      ctx.body = webManifest(instance);
      return;
    }
    if (rest === '/sw.js') {
      // One worker file for every site, registered under each site's path so its scope is that site. The
      // browser asks for it again on every update check: it must never come from a cache.
      const served = await serveFile(ctx, 0, false, '/sw.js');
      if (served) ctx.set('Cache-Control', 'no-cache');
      return served ? undefined : next();
    }
    const template = await pages.read();
    if (template === null) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build:web` (npm start does it for you).';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    const page = keepOwnLanguagePreload(
      renderIndex(template, instance, await previewHead(instance, ctx.path), instances),
      instance.language,
    );
    // A guest's landing and game show before the app's code has arrived: the build drew them (./first-paint.ts).
    // A query (a day, the demo) may change what the app draws first: such an address gets no drawing.
    const drawn =
      ctx.querystring === '' ? firstPaintAt(await firstPaints.read(), instance, instances, ctx.path) : null;
    ctx.body = bootAfterFirstPaint(drawn === null ? page : withFirstPaint(page, instance, drawn));
  };
}
