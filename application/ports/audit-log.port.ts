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

export interface AuditQuery {
  readonly action: string | null;
  /** The start of the actor's name, any case. */
  readonly actor: string | null;
  readonly entity: string | null;
  readonly entityId: string | null;
  /** Inclusive bounds. */
  readonly from: Date | null;
  readonly to: Date | null;
  readonly offset: number;
  readonly limit: number;
}

export interface AuditRecord extends AuditEntry {
  readonly id: string;
  readonly at: Date;
}

/** The audit as the control panel lists it, newest first. */
export interface AuditReader {
  list(query: AuditQuery): Promise<{ records: AuditRecord[]; total: number }>;
  /** Every action recorded so far, for the filter. */
  actions(): Promise<string[]>;
}

export const AUDIT_READER = Symbol.for('AuditReader');
