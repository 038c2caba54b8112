import type { AuditEntry, AuditLog } from '../../../application/ports/audit-log.port';

/** Keeps what use cases record, for tests to read. */
export class RecordingAuditLog implements AuditLog {
  readonly entries: (AuditEntry & { at: Date })[] = [];

  async record(entry: AuditEntry, at: Date): Promise<void> {
    this.entries.push({ ...entry, at });
  }
}
