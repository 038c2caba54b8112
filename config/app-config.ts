import path from 'node:path';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { AdProviderView } from '../contracts/system.codec';
import type { MetricsAccess } from '../adapters/http/auth/metrics-access';
import { MAIL_RATE_PER_MINUTE_DEFAULT } from '../domain/constants/email.constants';
import { decodeEnv, type Env, type LogLevel as LogLevelCodec } from './env.codec';
import { DEFAULT_INSTANCES, parseInstances, type InstanceConfig } from './instances';

export type LogLevel = t.TypeOf<typeof LogLevelCodec>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Absent: the embedded PGlite database under dataDir. */
  databaseUrl?: string;
  /** Absent: in-process memory (one process only). */
  redisUrl?: string;
  /** Absent: messages are written to dataDir/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** E-mail jobs send at most this many mails a minute, across every process of an instance. */
  mailRatePerMinute: number;
  instances: InstanceConfig[];
  /** Absent: generated once and kept in dataDir (see jwt-secret.ts). */
  jwtSecret?: string;
  publicUrl: string;
  logLevel: LogLevel;
  logFormat: 'auto' | 'json' | 'pretty';
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
  /** Null: no provider, the menu's ad slot shows the game's own promotions (DESIGN 11). */
  adProvider: AdProviderView | null;
  /** Who may read `/metrics`; null: no metrics are kept and `/metrics` is an unknown path like any other. */
  metrics: MetricsAccess | null;
}

export const DEFAULT_AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** Client and slot come together or not at all: half a provider would show empty ad boxes. */
function adProviderFrom(env: Env): E.Either<string[], AdProviderView | null> {
  const { ADS_CLIENT: client, ADS_SLOT: slot, ADS_SCRIPT_URL: scriptUrl } = env;
  if (client !== undefined && slot !== undefined)
    return E.right({ client, slot, scriptUrl: scriptUrl ?? DEFAULT_AD_SCRIPT_URL });
  if (client !== undefined) return E.left(['ADS_SLOT: required when ADS_CLIENT is set']);
  if (slot !== undefined) return E.left(['ADS_CLIENT: required when ADS_SLOT is set']);
  if (scriptUrl !== undefined) return E.left(['ADS_SCRIPT_URL: needs ADS_CLIENT and ADS_SLOT']);
  return E.right(null);
}

/** Metrics are kept only when someone may read them: with a token, an address list, or both (both must pass). */
function metricsAccessFrom(env: Env): MetricsAccess | null {
  const { METRICS_TOKEN: token, METRICS_ALLOW: allow } = env;
  if (token === undefined && allow === undefined) return null;
  return { ...(token !== undefined ? { token } : {}), ...(allow !== undefined ? { allow } : {}) };
}

function fromEnv(env: Env, cwd: string): E.Either<string[], AppConfig> {
  const port = env.PORT ?? 3000;
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data');
  return pipe(
    parseInstances(env.INSTANCES ?? DEFAULT_INSTANCES),
    E.mapLeft((message) => [message]),
    E.chain((instances) =>
      pipe(
        adProviderFrom(env),
        E.map((adProvider) => ({ instances, adProvider })),
      ),
    ),
    E.map(({ instances, adProvider }) => ({
      port,
      host: env.HOST ?? '0.0.0.0',
      dataDir,
      uploadsDir: path.resolve(cwd, env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? 'Sanaryhmät <no-reply@localhost>',
      mailRatePerMinute: env.MAIL_RATE_PER_MINUTE ?? MAIL_RATE_PER_MINUTE_DEFAULT,
      instances,
      jwtSecret: env.JWT_SECRET,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
      logLevel: env.LOG_LEVEL ?? 'info',
      logFormat: env.LOG_FORMAT ?? 'auto',
      trustProxy: env.TRUST_PROXY ?? false,
      adProvider,
      metrics: metricsAccessFrom(env),
    })),
  );
}

/** The whole configuration from the environment, or every problem found in it. */
export function decodeConfig(raw: NodeJS.ProcessEnv, cwd = process.cwd()): E.Either<string[], AppConfig> {
  return pipe(
    decodeEnv(raw),
    E.chain((env) => fromEnv(env, cwd)),
  );
}
