/**
 * The one table from error codes to HTTP statuses. A code not listed here is a client mistake (400): an
 * unexpected failure never reaches this table, it is answered 500 INTERNAL_ERROR by the error middleware.
 */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  verification_required: 403,
  REGISTRATION_DISABLED: 403,
  USER_NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  GAME_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  NO_ACTIVE_SESSION: 404,
  NO_ACTIVE_GAME: 404,
  RESULT_NOT_FOUND: 404,
  GAME_ALREADY_COMPLETED: 409,
  GAME_IN_PROGRESS: 409,
  GAME_NOT_FINISHED: 409,
  DAY_NOT_FINISHED: 403,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export function statusOf(code: string): number {
  return STATUS_BY_CODE[code] ?? 400;
}
