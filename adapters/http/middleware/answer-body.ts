import { Stream } from 'node:stream';
import type { Middleware } from 'koa';
import compress from 'koa-compress';

/** Smaller answers are sent as they are: most fit in one packet, and compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const nothingMore = () => Promise.resolve();

/**
 * What leaves as the body, decided once the route has answered. A JSON object is serialized here, once
 * (koa-compress measured an object by serializing it, and Koa serialized it again to send it). A text
 * answer under the threshold, most of the API, leaves as it is with no further checks; anything larger, a
 * buffer or a stream goes through koa-compress, which picks the encoding and says `Vary: Accept-Encoding`.
 * Calling the compressor after the route instead of around it spares the small answers its work.
 * The Content-Type an object set (application/json) stays: Koa guesses a type only when there is none.
 */
export function answerBody(): Middleware {
  const compressor = compress({ threshold: COMPRESS_THRESHOLD_BYTES });
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body === null || body === undefined) return;
    if (typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Stream)) {
      ctx.body = JSON.stringify(body);
    }
    if (typeof ctx.body === 'string' && ctx.response.length < COMPRESS_THRESHOLD_BYTES) return;
    await compressor(ctx, nothingMore);
  };
}
