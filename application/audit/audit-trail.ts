import { inject, injectable } from 'inversify';
import { AUDIT_LOG, type AuditEntry, type AuditLog } from '../ports/audit-log.port';
import { CLOCK, type Clock } from '../ports/clock.port';

/** Records administrative changes at the clock's time; call it inside the change's unit of work. */
@injectable()
export class AuditTrail {
  constructor(
    @inject(AUDIT_LOG) private readonly log: AuditLog,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  record(entry: AuditEntry): Promise<void> {
    return this.log.record(entry, this.clock.now());
  }
}
