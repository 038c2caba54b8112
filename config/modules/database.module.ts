import { ContainerModule } from 'inversify';
import { HEALTH_PROBE } from '../../application/ports/health-probe.port';
import { SETTINGS_REPOSITORY } from '../../application/ports/settings.repository';
import { UNIT_OF_WORK } from '../../application/ports/unit-of-work.port';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { PostgresSettingsRepository } from '../../adapters/postgres/postgres-settings.repository';

/** Repositories and the unit of work over one instance's database (PostgreSQL or the embedded PGlite). */
export function databaseModule(database: KnexDatabase): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(KNEX_DATABASE).toConstantValue(database);
    bind(UNIT_OF_WORK).toConstantValue(database);
    bind(HEALTH_PROBE).toConstantValue({ name: 'database', check: () => database.ping() });
    bind(SETTINGS_REPOSITORY).to(PostgresSettingsRepository);
  });
}
