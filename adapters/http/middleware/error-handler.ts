import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { HttpError } from '../errors/http-error';

// Errors raised by Koa's own helpers and the body parser carry a status; these give them a stable code.
const CODE_BY_STATUS: Record<number, string> = {
  400: 'INVALID_JSON',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

interface StatusError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/**
 * Every failure leaves as JSON `{code, message, details?}`. Expected ones keep their code; anything else is
 * logged with its stack and answered 500 INTERNAL_ERROR without a trace of the internals.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      if (caught instanceof HttpError) {
        ctx.status = caught.status;
        ctx.body = {
          code: caught.code,
          message: caught.message,
          ...(caught.details ? { details: caught.details } : {}),
        };
        return;
      }
      const error = caught as StatusError;
      const status = error.status ?? error.statusCode ?? 500;
      if (status < 500 && status >= 400 && error.expose !== false) {
        ctx.status = status;
        ctx.body = { code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message ?? 'Bad request' };
        return;
      }
      logger.error({ err: caught, reqId: ctx.state.requestId, path: ctx.path }, 'request failed');
      ctx.status = 500;
      ctx.body = { code: 'INTERNAL_ERROR', message: 'Internal server error' };
    }
  };
}
