import type { AppError } from '../../../application/errors/app-error';
import { statusOf } from './status-by-code';

/** An AppError on its way out: thrown inside a route, written by the error middleware as `{code, message, details?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** A failure the HTTP edge itself finds (no use case behind it); its status comes from the code table too. */
  static of(code: string, message: string, details?: Record<string, unknown>): HttpError {
    return new HttpError(statusOf(code), code, message, details);
  }

  static from(error: AppError): HttpError {
    return HttpError.of(error.code, error.message, error.details);
  }
}
