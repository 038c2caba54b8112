import { inject, injectable } from 'inversify';
import type { AdminRoster } from '../../application/ports/admin-roster.port';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresAdminRoster implements AdminRoster {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async lockAdmins(): Promise<string[]> {
    return this.database.db()('users').whereRaw("'admin' = any(roles)").forUpdate().orderBy('id').pluck('id');
  }
}
