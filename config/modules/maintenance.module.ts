import { ContainerModule } from 'inversify';
import { DailyDataPruning } from '../../application/maintenance/daily-data-pruning';
import { PruneExpiredData } from '../../application/maintenance/prune-expired-data.use-case';
import { EXPIRED_DATA_REPOSITORY } from '../../application/ports/expired-data.repository';
import { PostgresExpiredDataRepository } from '../../adapters/postgres/postgres-expired-data.repository';
import { bindSelf } from './bind-self';

/** The data lifecycle: removing what nobody can use any more, daily and by hand (`npm run data:prune`). */
export function maintenanceModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(EXPIRED_DATA_REPOSITORY).to(PostgresExpiredDataRepository);
    bindSelf(bind, [PruneExpiredData, DailyDataPruning]);
  });
}
