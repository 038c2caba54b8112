/**
 * A hot statement whose text never changes: on a PostgreSQL server it is prepared once per connection under
 * its name, so its later runs skip parsing and planning, and it skips knex's query building on every run.
 * `text` binds with `?` as knex raw does (PGlite runs it so); `numbered` is the same with `$1, $2...`.
 */
export interface FixedStatement {
  readonly name: string;
  readonly text: string;
  readonly numbered: string;
  /** A read only: after a lost connection it may simply run again. */
  readonly readsOnly: boolean;
}

/** Raw SQL that only reads: a plain SELECT (a WITH may hide a write). After a lost connection it may run again. */
export const plainSelect = (sql: string): boolean => /^\s*select\b/i.test(sql);

/** The text may hold `?` only as bindings (no `??` identifiers, no jsonb `?` operators). */
export function fixedStatement(name: string, text: string): FixedStatement {
  let position = 0;
  const numbered = text.replace(/\?/g, () => `$${++position}`);
  return { name, text, numbered, readsOnly: plainSelect(text) };
}
