import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { HttpError } from '../errors/http-error';

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

const MESSAGE_BY_STATUS: Record<number, string> = {
  404: 'Not found',
  405: 'Method not allowed',
  501: 'This method is not supported',
};

interface StatusError {
  status?: unknown;
  expose?: unknown;
  message?: unknown;
}

function classify(caught: unknown): { status: number; code: string; message: string } | null {
  if (caught instanceof HttpError)
    return { status: caught.status, code: caught.code, message: caught.message };
  const error: StatusError = typeof caught === 'object' && caught !== null ? caught : {};
  const status = typeof error.status === 'number' ? error.status : 500;
  if (status < 400 || status >= 500 || error.expose === false) return null;
  // co-body rethrows JSON.parse's SyntaxError with status 400: the one 400 that means "this is not JSON".
  const code = caught instanceof SyntaxError ? 'INVALID_JSON' : (CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
  return { status, code, message: typeof error.message === 'string' ? error.message : 'Bad request' };
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

/**
 * Every failure leaves as JSON `{code, message, details?}`. Expected ones keep their code; anything else
 * (whatever was thrown, even `null`) is logged with its stack and answered 500 INTERNAL_ERROR without a
 * trace of the internals.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      fillEmptyAnswer(ctx);
    } catch (caught) {
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
      ctx.status = 500;
      ctx.body = { code: 'INTERNAL_ERROR', message: 'Internal server error' };
    }
  };
}
