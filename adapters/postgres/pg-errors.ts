// PostgreSQL's error codes that a repository turns into an expected outcome, each with the name of the
// constraint that refused the row. PGlite reports the constraint in the message only.

interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
}

const constraintOf = (error: PgError, pattern: RegExp): string =>
  error.constraint ?? pattern.exec(error.message ?? '')?.[1] ?? 'unknown';

/** unique_violation (23505), with the name of the index that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  const pgError = error as PgError | null | undefined;
  return pgError?.code === '23505' ? constraintOf(pgError, /"([^"]+)"/) : null;
}

/** foreign_key_violation (23503), with the name of the constraint that refused the row. */
export function foreignKeyViolation(error: unknown): string | null {
  const pgError = error as PgError | null | undefined;
  return pgError?.code === '23503' ? constraintOf(pgError, /constraint "([^"]+)"/) : null;
}
