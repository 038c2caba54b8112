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

  static from(error: AppError): HttpError {
    return new HttpError(statusOf(error.code), error.code, error.message, error.details);
  }
}
