import { ContainerModule } from 'inversify';
import { CACHE, type Cache } from '../../application/ports/cache.port';
import { HEALTH_PROBE } from '../../application/ports/health-probe.port';

export function cacheModule(cache: Cache): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(CACHE).toConstantValue(cache);
    bind(HEALTH_PROBE).toConstantValue({ name: 'cache', check: () => cache.ping() });
  });
}
