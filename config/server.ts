import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Container } from 'inversify';
import type { Logger as Pino } from 'pino';
import type { Clock } from '../application/ports/clock.port';
import type { PasswordHasher } from '../application/ports/password-hasher.port';
import { BootstrapAdmin } from '../application/accounts/bootstrap-admin.use-case';
import { SeedSampleGames } from '../application/games/seed-sample-games.use-case';
import { RecalculateScoreboards } from '../application/scores/recalculate-scoreboards.use-case';
import { EmailDelivery } from '../application/email/email-delivery';
import { Argon2PasswordHasher } from '../adapters/security/argon2-password-hasher';
import type { Instance } from '../application/ports/instance.port';
import { CheckReadiness } from '../application/health/check-readiness.use-case';
import { createHttpApp, type InstanceApi } from '../adapters/http/app';
import { connectRedis } from '../adapters/redis/redis-connection';
import { SystemClock } from '../adapters/system/system-clock';
import { createRootLogger, requestLines } from '../adapters/system/pino-logger';
import { createAppServer } from '../adapters/http/protocol-refusals';
import { createServerMetrics } from '../adapters/metrics/server-metrics';
import type { AppConfig } from './app-config';
import { instanceApi, openComposedInstance, type ComposedInstance } from './compose-instance';
import { resolveJwtSecret } from './jwt-secret';
import { startRolloverTimer } from './rollover-timer';
import { loadSampleGames } from './sample-games';

/** A fresh installation gets playable days at once: today's puzzle and the previous ones. */
async function seedSamples(container: Container, instance: Instance, logger: Pino): Promise<void> {
  const seeded = await container.get(SeedSampleGames).execute(() => loadSampleGames(instance.language));
  if (seeded._tag === 'Left') throw new Error(`Sample games of ${instance.slug}: ${seeded.left.message}`);
  if (seeded.right !== 'skipped')
    logger.info({ instance: instance.slug, ...seeded.right }, 'Sample games published');
}

export interface RunningServer {
  url: string;
  server: Server;
  containers: Map<string, Container>;
  close(): Promise<void>;
}

export interface ServerOverrides {
  clock?: Clock;
  passwordHasher?: PasswordHasher;
  logger?: Pino;
  distDir?: string;
  /** Publish the sample puzzles around today when an instance has no game yet (default: yes). */
  seedSampleGames?: boolean;
  /** Milliseconds between day-rollover ticks (podiums, run-out games); false: no timer (tests tick by hand). */
  rolloverIntervalMs?: number | false;
  /** Send e-mail jobs in the background (default: yes); false: a test runs the worker by hand. */
  mailDelivery?: boolean;
}

const SHUTDOWN_GRACE_MS = 5_000;
const DEFAULT_DIST_DIR = fileURLToPath(new URL('../web/dist', import.meta.url));

/** Opens every instance, then listens. Anything that fails on the way closes what was already opened. */
export async function startServer(
  config: AppConfig,
  overrides: ServerOverrides = {},
): Promise<RunningServer> {
  const logger = overrides.logger ?? createRootLogger(config.logLevel);
  const clock = overrides.clock ?? new SystemClock();
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  // Kept only when someone may read them (METRICS_TOKEN or METRICS_ALLOW): otherwise they cost nothing.
  const metrics = config.metrics
    ? createServerMetrics(config.instances.map((instance) => instance.slug))
    : undefined;
  const shared = {
    redis,
    logger,
    clock,
    passwordHasher: overrides.passwordHasher ?? new Argon2PasswordHasher(),
    metrics,
  };
  const opened: ComposedInstance[] = [];
  const containers = new Map<string, Container>();
  let draining = false;

  const closeAll = async () => {
    await Promise.allSettled(opened.map((instance) => instance.close()));
    await redis?.quit().catch(() => redis.disconnect());
  };

  try {
    const signingSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
    // Instances open side by side (each has its own database); all settle before a failure is reported, so
    // that closeAll sees everything that was opened.
    const settled = await Promise.allSettled(
      config.instances.map(async (settings) => {
        const composed = await openComposedInstance(config, settings, shared, signingSecret);
        opened.push(composed);
        const { instance, container } = composed;
        containers.set(instance.slug, container);
        await container.get(BootstrapAdmin).execute();
        if (overrides.seedSampleGames !== false) await seedSamples(container, instance, logger);
        return instanceApi(container);
      }),
    );
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const apis = settled.map((result) => (result as PromiseFulfilledResult<InstanceApi>).value);

    const app = createHttpApp({
      instances: apis,
      distDir: overrides.distDir ?? DEFAULT_DIST_DIR,
      logger,
      logRequest: requestLines(logger),
      https: config.publicUrl.startsWith('https:'),
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
      metrics:
        metrics && config.metrics
          ? { requests: metrics.http, source: metrics.registry, access: config.metrics }
          : undefined,
      checkReadiness: async () =>
        draining ? { ready: false, checks: { process: 'shutting down' } } : checkAllInstances(containers),
    });
    const server = createAppServer(app.callback()).listen(config.port, config.host);
    // Longer than the load balancer's idle keep-alive (nginx: 60 s), so it never reuses a socket we closed.
    // (An idle connection waits for no request deadline: those run from a request's first byte.)
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    // Started once the server listens: a failed start leaves no timer behind.
    const rollover =
      overrides.rolloverIntervalMs === false
        ? { stop: async () => {} }
        : startRolloverTimer(containers, logger, overrides.rolloverIntervalMs);
    // Each process sends e-mail jobs, starting with whatever a stopped process left unfinished.
    const mailDeliveries = [...containers.values()].map((container) => container.get(EmailDelivery));
    if (overrides.mailDelivery !== false) for (const delivery of mailDeliveries) delivery.start();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      url: `http://127.0.0.1:${port}`,
      server,
      containers,
      async close() {
        draining = true;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Requests under way get a grace period; a connection that stays open longer (a stream) is cut.
        const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await closed;
        clearTimeout(cut);
        await rollover.stop();
        // Background jobs end (as failed, resumable by a new request) while their database is still open.
        await Promise.all([
          ...[...containers.values()].map((container) => container.get(RecalculateScoreboards).stopAll()),
          ...mailDeliveries.map((delivery) => delivery.stop()),
        ]);
        await closeAll();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function checkAllInstances(containers: Map<string, Container>) {
  const reports = await Promise.all(
    [...containers].map(
      async ([slug, container]) => [slug, await container.get(CheckReadiness).execute()] as const,
    ),
  );
  return {
    ready: reports.every(([, report]) => report.ready),
    checks: Object.fromEntries(
      reports.flatMap(([slug, report]) =>
        Object.entries(report.checks).map(([name, status]) => [`${slug}.${name}`, status]),
      ),
    ),
  };
}
