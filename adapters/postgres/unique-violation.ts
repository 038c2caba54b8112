/** PostgreSQL's unique_violation, with the name of the index that refused the row. */
export function uniqueViolation(error: unknown): string | null {
  const pgError = error as { code?: string; constraint?: string; message?: string };
  if (pgError?.code !== '23505') return null;
  // PGlite reports the index in the message only.
  return pgError.constraint ?? /"([^"]+)"/.exec(pgError.message ?? '')?.[1] ?? 'unknown';
}
