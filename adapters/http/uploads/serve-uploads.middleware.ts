import type { Middleware } from 'koa';
import type { FileStorage } from '../../../application/ports/file-storage.port';
import { HttpError } from '../errors/http-error';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

// `/uploads/<slug>/<key>`: plain name segments only, ending in an image extension. Nothing that could
// climb out of the instance's folder ('..', an encoded slash, a backslash) ever matches.
const UPLOAD_PATH =
  /^\/uploads\/([a-z][a-z0-9-]{0,19})\/((?:[A-Za-z0-9_-]+\/){0,4}[A-Za-z0-9_-]+\.([a-z]+))$/;
/** A name the server generated (a uuid) never gets other bytes: it may be cached for good. */
const GENERATED_NAME = /(^|\/)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;

const notFound = () => HttpError.of('NOT_FOUND', 'Not found');

/**
 * Serves each instance's uploads (news images, the logo) from its FileStorage, with the type of the
 * re-encoded file and `nosniff`, so no upload is ever read as anything but an image. A generated name
 * is cached for a year; a fixed one (`branding/logo.png`) only when the URL carries a version query,
 * as the browser's logo URL does.
 */
export function serveUploads(storages: ReadonlyMap<string, FileStorage>): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/uploads' && !ctx.path.startsWith('/uploads/')) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw notFound();
    const [, slug = '', key = '', extension = ''] = UPLOAD_PATH.exec(ctx.path) ?? [];
    const storage = storages.get(slug);
    const type = CONTENT_TYPES[extension];
    if (!storage || !type) throw notFound();
    const bytes = await storage.get(key);
    if (!bytes) throw notFound();
    const versioned = GENERATED_NAME.test(key) || ctx.querystring !== '';
    ctx.set(
      'Cache-Control',
      versioned ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=0, must-revalidate',
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.type = type;
    ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
}
