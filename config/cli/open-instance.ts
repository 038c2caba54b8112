import 'reflect-metadata';
import type { Container } from 'inversify';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { connectRedis } from '../../adapters/redis/redis-connection';
import { createRootLogger } from '../../adapters/system/pino-logger';
import { SystemClock } from '../../adapters/system/system-clock';
import { openComposedInstance } from '../compose-instance';
import { resolveJwtSecret } from '../jwt-secret';
import { cliConfig } from './cli-config';

// The commands' entry point lives with the configuration; commands that open an instance take it here.
export { runCli } from './cli-config';

export interface OpenedInstance {
  slug: string;
  container: Container;
  close(): Promise<void>;
}

/**
 * One instance's application for a command-line task, configured as the server is (see cliConfig).
 * `slug` defaults to the first (default) instance.
 */
export async function openInstanceForCli(slug: string | undefined): Promise<OpenedInstance> {
  const config = cliConfig();
  const settings = slug ? config.instances.find((i) => i.slug === slug) : config.instances[0];
  if (!settings) {
    const known = config.instances.map((i) => i.slug).join(', ');
    throw new Error(`No instance "${slug}" (INSTANCES has: ${known})`);
  }
  const logger = createRootLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const secret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const closeRedis = async () => {
    await redis?.quit().catch(() => redis.disconnect());
  };
  const shared = { redis, logger, clock: new SystemClock(), passwordHasher: new Argon2PasswordHasher() };
  const composed = await openComposedInstance(config, settings, shared, secret).catch(async (error) => {
    await closeRedis();
    throw error;
  });
  return {
    slug: settings.slug,
    container: composed.container,
    close: async () => {
      await composed.close();
      await closeRedis();
    },
  };
}

/** Runs `task` with one instance open and closes it afterwards, whatever the task answers or throws. */
export async function withInstanceForCli(
  slug: string | undefined,
  task: (opened: OpenedInstance) => Promise<number>,
): Promise<number> {
  const opened = await openInstanceForCli(slug);
  try {
    return await task(opened);
  } finally {
    await opened.close();
  }
}
