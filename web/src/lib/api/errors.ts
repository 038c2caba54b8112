import { DEFAULT_ERROR_CODE } from '../../../../domain/errors/error-texts';

// Two kinds of failure leave the client: an ApiError (the server said no, or could not be reached) and a
// CancelledError (the caller gave up; screens must not show it as a failure).

export interface ApiErrorInit {
  /** HTTP status of the answer; 0 when no answer arrived (network, timeout, refused refresh). */
  status: number;
  code?: string;
  message: string;
  details?: unknown;
  /** From the answer's Retry-After header (throttled login, rate limits). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? DEFAULT_ERROR_CODE;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export class CancelledError extends Error {
  override readonly name = 'CancelledError';

  constructor() {
    super('Request cancelled');
  }
}

export const isCancelled = (error: unknown): error is CancelledError => error instanceof CancelledError;

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);
