/**
 * An expected failure, carried as a value (the Left of an Either). `code` is stable and machine-readable;
 * the HTTP adapter maps it to a status. `message` is the text shown to people where the spec gives one.
 */
export interface AppError {
  readonly code: string;
  readonly message: string;
  readonly details?: Record<string, unknown>;
}

export const appError = (code: string, message: string, details?: Record<string, unknown>): AppError =>
  details === undefined ? { code, message } : { code, message, details };
