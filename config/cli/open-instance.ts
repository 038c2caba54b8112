import 'reflect-metadata';
import { isLeft } from 'fp-ts/Either';
import type { Container } from 'inversify';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { connectRedis } from '../../adapters/redis/redis-connection';
import { createRootLogger } from '../../adapters/system/pino-logger';
import { SystemClock } from '../../adapters/system/system-clock';
import { decodeConfig } from '../app-config';
import { openComposedInstance } from '../compose-instance';
import { resolveJwtSecret } from '../jwt-secret';

export interface OpenedInstance {
  slug: string;
  container: Container;
  close(): Promise<void>;
}

/**
 * One instance's application for a command-line task, configured from the same environment as the server
 * (DATABASE_URL, DATA_DIR, INSTANCES ...). `slug` defaults to the first (default) instance.
 */
export async function openInstanceForCli(slug: string | undefined): Promise<OpenedInstance> {
  const decoded = decodeConfig(process.env);
  if (isLeft(decoded)) throw new Error(`The configuration is not valid:\n  ${decoded.left.join('\n  ')}`);
  const config = decoded.right;
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

/** A command's entry: exits with the code `main` answers; an unexpected error prints its message, exit 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
