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

/** A failed domain rule as the caller sees it: its code and text, and the field it concerns when known. */
export const fromRule = (failure: { code: string; message: string; field?: string }): AppError =>
  appError(failure.code, failure.message, failure.field === undefined ? undefined : { field: failure.field });
