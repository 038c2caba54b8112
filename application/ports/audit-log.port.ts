import type { Actor } from '../audit/actor';

/** One administrative change (DESIGN 11): who, when, what, and the entity before and after. */
export interface AuditEntry {
  readonly actor: Actor;
  /** `game.create`, `game.publish`, `category.import`, ... */
  readonly action: string;
  readonly entity: string;
  readonly entityId: string | null;
  readonly before: unknown;
  readonly after: unknown;
}

/** Append-only: nothing edits or deletes a record. Written in the change's own transaction. */
export interface AuditLog {
  record(entry: AuditEntry, at: Date): Promise<void>;
}

export const AUDIT_LOG = Symbol.for('AuditLog');
