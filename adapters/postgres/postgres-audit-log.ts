import { inject, injectable } from 'inversify';
import type { AuditEntry, AuditLog } from '../../application/ports/audit-log.port';
import { RANDOM_SOURCE, type RandomSource } from '../../application/ports/random-source.port';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

@injectable()
export class PostgresAuditLog implements AuditLog {
  constructor(
    @inject(KNEX_DATABASE) private readonly database: KnexDatabase,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
  ) {}

  async record(entry: AuditEntry, at: Date): Promise<void> {
    await this.database
      .db()('audit_log')
      .insert({
        id: this.random.uuid(),
        at,
        actor_id: entry.actor.id,
        actor_name: entry.actor.username,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        before: json(entry.before),
        after: json(entry.after),
      });
  }
}
