import { isIP } from 'node:net';
import * as t from 'io-ts';
import { pipe } from 'fp-ts/function';
import * as E from 'fp-ts/Either';

/** A whole number in a range, written as decimal digits in the environment. */
const IntFromString = (min: number, max: number) =>
  new t.Type<number, string, unknown>(
    `integer ${min}-${max}`,
    (u): u is number => typeof u === 'number',
    (u, c) => {
      if (typeof u !== 'string' || !/^\d+$/.test(u.trim())) return t.failure(u, c);
      const n = Number(u.trim());
      return n >= min && n <= max ? t.success(n) : t.failure(u, c);
    },
    String,
  );

const UrlWithProtocol = (name: string, protocols: string[]) =>
  new t.Type<string, string, unknown>(
    `${name} URL (${protocols.map((p) => `${p}//`).join(' or ')})`,
    (u): u is string => typeof u === 'string',
    (u, c) => {
      if (typeof u !== 'string') return t.failure(u, c);
      try {
        const url = new URL(u);
        return protocols.includes(url.protocol) && url.hostname !== '' ? t.success(u) : t.failure(u, c);
      } catch {
        return t.failure(u, c);
      }
    },
    String,
  );

const BooleanFromString = new t.Type<boolean, string, unknown>(
  'true or false',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => (u === 'true' ? t.success(true) : u === 'false' ? t.success(false) : t.failure(u, c)),
  String,
);

/** `auto`: readable lines on a terminal, JSON lines otherwise (a file, a pipe, a log collector). */
export const LogFormat = t.keyof({ auto: null, json: null, pretty: null });

export const LogLevel = t.keyof({
  fatal: null,
  error: null,
  warn: null,
  info: null,
  debug: null,
  trace: null,
  silent: null,
});

const NonEmpty = new t.Type<string, string, unknown>(
  'non-empty text',
  (u): u is string => typeof u === 'string' && u.length > 0,
  (u, c) => (typeof u === 'string' && u.trim().length > 0 ? t.success(u.trim()) : t.failure(u, c)),
  String,
);

const Secret = new t.Type<string, string, unknown>(
  'secret of at least 32 characters',
  (u): u is string => typeof u === 'string',
  (u, c) => (typeof u === 'string' && u.length >= 32 ? t.success(u) : t.failure(u, c)),
  String,
);

/** Text matching a pattern, named for what it is in the start-up message. */
const Matching = (name: string, pattern: RegExp) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string',
    (u, c) => (typeof u === 'string' && pattern.test(u.trim()) ? t.success(u.trim()) : t.failure(u, c)),
    String,
  );

// The ad provider's script runs on every menu page: https only, except the loopback addresses where the
// browser tests serve a fake provider over plain http.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const AdScriptUrl = new t.Type<string, string, unknown>(
  'https URL (http only for 127.0.0.1 or localhost)',
  (u): u is string => typeof u === 'string',
  (u, c) => {
    if (typeof u !== 'string' || !URL.canParse(u)) return t.failure(u, c);
    const url = new URL(u);
    const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    // Its origin goes into the Content-Security-Policy as it is: a host name of letters, digits, dots and
    // hyphens only (no `;`, `*` or quote could then end or widen a directive), and no credentials.
    const plainHost = /^[a-z0-9.-]+$/i.test(url.hostname) || url.hostname === '[::1]';
    return allowed && plainHost && url.username === '' && url.password === ''
      ? t.success(u)
      : t.failure(u, c);
  },
  String,
);

// A bearer token as RFC 6750 spells one, long enough that guessing it is hopeless (`openssl rand -hex 32`).
const MetricsToken = Matching(
  'token of at least 32 characters (letters, digits, - . _ ~ + /)',
  /^[A-Za-z0-9._~+/-]{32,}=*$/,
);

/** `10.0.0.5`, `10.0.0.0/8`, `fd00::/8`: an address, or a range with its prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** Comma-separated addresses and ranges, decoded to the list. */
const AddressList = new t.Type<string[], string, unknown>(
  'comma-separated IP addresses or ranges (10.0.0.0/8, fd00::/8)',
  (u): u is string[] => Array.isArray(u) && u.every((entry) => typeof entry === 'string'),
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c);
    const entries = u.split(',').map((entry) => entry.trim());
    return entries.every(isAddressOrRange) ? t.success(entries) : t.failure(u, c);
  },
  (entries) => entries.join(','),
);

/** Every variable the server reads, each optional: `decodeConfig` applies the defaults. */
export const EnvCodec = t.partial({
  PORT: IntFromString(1, 65535),
  HOST: NonEmpty,
  DATA_DIR: NonEmpty,
  UPLOADS_DIR: NonEmpty,
  DATABASE_URL: UrlWithProtocol('PostgreSQL', ['postgres:', 'postgresql:']),
  REDIS_URL: UrlWithProtocol('Redis', ['redis:', 'rediss:']),
  SMTP_URL: UrlWithProtocol('SMTP', ['smtp:', 'smtps:']),
  MAIL_FROM: NonEmpty,
  MAIL_RATE_PER_MINUTE: IntFromString(1, 1_000_000),
  INSTANCES: NonEmpty,
  JWT_SECRET: Secret,
  PUBLIC_URL: UrlWithProtocol('public', ['http:', 'https:']),
  LOG_LEVEL: LogLevel,
  LOG_FORMAT: LogFormat,
  TRUST_PROXY: BooleanFromString,
  ADS_CLIENT: Matching('AdSense publisher id (ca-pub- and digits)', /^ca-pub-\d{1,30}$/),
  ADS_SLOT: Matching('ad slot id (digits)', /^\d{1,30}$/),
  ADS_SCRIPT_URL: AdScriptUrl,
  METRICS_TOKEN: MetricsToken,
  METRICS_ALLOW: AddressList,
});

export type Env = t.TypeOf<typeof EnvCodec>;

/** Names the variables that are wrong, with what was expected, never echoing a value (it may be a secret). */
export function describeEnvErrors(errors: t.Errors): string[] {
  const lines = errors.map((error) => {
    const key = error.context.find((entry) => /^[A-Z_]+$/.test(entry.key))?.key ?? 'environment';
    const expected = error.context[error.context.length - 1]?.type.name ?? 'a valid value';
    return `${key}: expected ${expected}`;
  });
  return [...new Set(lines)];
}

/** Drops empty variables: `FOO=` in a shell means "not set", not "set to nothing". */
export function decodeEnv(raw: NodeJS.ProcessEnv): E.Either<string[], Env> {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  return pipe(EnvCodec.decode(present), E.mapLeft(describeEnvErrors));
}
