import { inject, injectable } from 'inversify';
import type { SettingsRepository } from '../../application/ports/settings.repository';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresSettingsRepository implements SettingsRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async all(): Promise<Record<string, unknown>> {
    const rows: { name: string; value: unknown }[] = await this.database
      .db()('system_settings')
      .select('name', 'value');
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  }

  async get(name: string): Promise<unknown | undefined> {
    const row = await this.database.db()('system_settings').where({ name }).first('value');
    return row?.value;
  }

  // A table lock rather than row locks: a setting never saved has no row to lock yet. SHARE ROW EXCLUSIVE
  // conflicts with itself and with writes, not with plain SELECTs, so the public reads never wait.
  async lockForChange(): Promise<void> {
    await this.database.db().raw('lock table system_settings in share row exclusive mode');
  }

  async put(name: string, value: unknown): Promise<void> {
    await this.database
      .db()('system_settings')
      .insert({ name, value: JSON.stringify(value), updated_at: this.database.knex.fn.now() })
      .onConflict('name')
      .merge(['value', 'updated_at']);
  }
}
