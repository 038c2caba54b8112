import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppError } from '../../../application/errors/app-error';
import { StoreContention, storeBusy } from '../../../application/errors/store-contention';
import { StoreUnavailable, storeUnavailable } from '../../../application/errors/store-unavailable';
import { HttpError } from '../errors/http-error';
import { NOT_JSON_TEXT, TOO_LARGE_TEXT } from './json-body';

// Errors raised by Koa's own helpers, the router and the body parser carry a status; these give them a code.
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  501: 'NOT_IMPLEMENTED',
};

// Fixed words for them too: a library's message may quote the request (a body, a header), and no answer
// ever repeats what the caller sent.
const MESSAGE_BY_STATUS: Record<number, string> = {
  401: 'Sign-in required',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  413: TOO_LARGE_TEXT,
  415: 'Unsupported media type',
  501: 'This method is not supported',
};

interface StatusError {
  status?: unknown;
  expose?: unknown;
}

function classify(caught: unknown): { status: number; code: string; message: string } | null {
  if (caught instanceof HttpError)
    return { status: caught.status, code: caught.code, message: caught.message };
  const error: StatusError = typeof caught === 'object' && caught !== null ? caught : {};
  const status = typeof error.status === 'number' ? error.status : 500;
  if (status < 400 || status >= 500 || error.expose === false) return null;
  // co-body rethrows JSON.parse's SyntaxError with status 400: the one 400 that means "this is not JSON".
  if (caught instanceof SyntaxError) return { status, code: 'INVALID_JSON', message: NOT_JSON_TEXT };
  return {
    status,
    code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
    message: MESSAGE_BY_STATUS[status] ?? 'Bad request',
  };
}

/** Answers that ended without a body (unknown path, router's 405 or 501) get the same JSON shape as errors. */
function fillEmptyAnswer(ctx: Context): void {
  if (ctx.body != null || ctx.status < 400) return;
  const status = ctx.status;
  ctx.status = status;
  ctx.body = {
    code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
    message: MESSAGE_BY_STATUS[status] ?? 'Bad request',
  };
}

/** Infrastructure trouble that passes, as the caller is told of it: 503 with Retry-After. */
function passingTrouble(thrown: unknown): AppError | null {
  if (thrown instanceof StoreContention) return storeBusy();
  if (thrown instanceof StoreUnavailable) return storeUnavailable();
  return null;
}

/**
 * Every failure leaves as JSON `{code, message, details?}`. Expected ones keep their code; requests racing
 * on the same rows past the unit of work's retries, and a store that is away for a moment (a restart, a
 * lost connection), are trouble that passes (503 with Retry-After); anything else (whatever was thrown,
 * even `null`) is logged with its stack and answered 500 INTERNAL_ERROR without a trace of the internals
 * (and counted by `onUnexpected`, when the metrics are on).
 */
export function errorHandler(logger: Logger, onUnexpected?: (ctx: Context) => void): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      fillEmptyAnswer(ctx);
    } catch (thrown) {
      const trouble = passingTrouble(thrown);
      if (trouble)
        logger.warn({ err: thrown, reqId: ctx.state.requestId, path: ctx.path }, 'store busy or away');
      const caught = trouble ? HttpError.from(trouble) : thrown;
      const known = classify(caught);
      if (known) {
        ctx.status = known.status;
        const details = caught instanceof HttpError ? caught.details : undefined;
        ctx.body = { code: known.code, message: known.message, ...(details ? { details } : {}) };
        // A throttled caller is told when to come back, in the header clients and proxies understand.
        if (typeof details?.retryAfterSeconds === 'number')
          ctx.set('Retry-After', String(details.retryAfterSeconds));
        return;
      }
      logger.error({ err: caught, reqId: ctx.state.requestId, path: ctx.path }, 'request failed');
      onUnexpected?.(ctx);
      ctx.status = 500;
      ctx.body = { code: 'INTERNAL_ERROR', message: 'Internal server error' };
    }
  };
}
