import { ContainerModule } from 'inversify';
import type { Logger as Pino } from 'pino';
import { CheckReadiness } from '../../application/health/check-readiness.use-case';
import { GetPublicSettings } from '../../application/settings/get-public-settings.use-case';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { INSTANCE, type Instance } from '../../application/ports/instance.port';
import { JOB_METRICS, type JobMetrics } from '../../application/ports/job-metrics.port';
import { LOGGER } from '../../application/ports/logger.port';
import { RANDOM_SOURCE } from '../../application/ports/random-source.port';
import { CryptoRandomSource } from '../../adapters/system/crypto-random-source';
import { PinoLogger } from '../../adapters/system/pino-logger';

/**
 * What every instance has regardless of infrastructure: who it is, a clock, randomness, a logger, and
 * where its background jobs report (the metrics, or nowhere).
 */
export function coreModule(
  instance: Instance,
  clock: Clock,
  logger: Pino,
  jobMetrics: JobMetrics,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(INSTANCE).toConstantValue(instance);
    bind(CLOCK).toConstantValue(clock);
    bind(RANDOM_SOURCE).toConstantValue(new CryptoRandomSource());
    bind(LOGGER).toConstantValue(new PinoLogger(logger.child({ instance: instance.slug })));
    bind(JOB_METRICS).toConstantValue(jobMetrics);
    bind(CheckReadiness).toSelf();
    bind(GetPublicSettings).toSelf();
  });
}
