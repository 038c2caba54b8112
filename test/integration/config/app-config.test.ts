import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { isLeft, isRight } from 'fp-ts/Either';
import { decodeConfig } from '../../../config/app-config';
import { resolveJwtSecret } from '../../../config/jwt-secret';

const run = promisify(execFile);

function errorsOf(env: Record<string, string>): string[] {
  const decoded = decodeConfig(env, '/srv/game');
  if (!isLeft(decoded)) throw new Error('expected the configuration to be refused');
  return decoded.left;
}

describe('Config | Environment', () => {
  it('given no variables, then the embedded defaults serve fi and en on port 3000', () => {
    const decoded = decodeConfig({}, '/srv/game');
    expect(isRight(decoded)).to.equal(true);
    if (!isRight(decoded)) return;
    const config = decoded.right;
    expect(config.port).to.equal(3000);
    expect(config.dataDir).to.equal('/srv/game/data');
    expect(config.uploadsDir).to.equal('/srv/game/data/uploads');
    expect(config.databaseUrl).to.equal(undefined);
    expect(config.redisUrl).to.equal(undefined);
    expect(config.smtpUrl).to.equal(undefined);
    expect(config.publicUrl).to.equal('http://localhost:3000');
    expect(config.trustProxy).to.equal(false);
    expect(config.instances.map(({ slug, language, timeZone }) => [slug, language, timeZone])).to.deep.equal([
      ['fi', 'fi', 'Europe/Helsinki'],
      ['en', 'en', 'UTC'],
    ]);
  });

  it('given every variable, then each is honoured', () => {
    const decoded = decodeConfig(
      {
        PORT: '4123',
        HOST: '127.0.0.1',
        DATA_DIR: 'var',
        DATABASE_URL: 'postgres://game@db:5432/game',
        REDIS_URL: 'redis://cache:6379',
        SMTP_URL: 'smtp://mail:25',
        INSTANCES: 'en:en:Europe/London,fi',
        JWT_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://sanaryhmat.example/',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
      },
      '/srv/game',
    );
    if (!isRight(decoded)) throw new Error(decoded.left.join());
    const config = decoded.right;
    expect([config.port, config.host, config.dataDir, config.logLevel]).to.deep.equal([
      4123,
      '127.0.0.1',
      '/srv/game/var',
      'warn',
    ]);
    expect(config.publicUrl).to.equal('https://sanaryhmat.example');
    expect(config.instances.map((instance) => instance.slug)).to.deep.equal(['en', 'fi']);
    expect(config.instances[0]!.timeZone).to.equal('Europe/London');
    expect(config.instances[1]!.schema).to.equal('wordgame_fi');
    expect(config.trustProxy).to.equal(true);
  });

  it('given an empty variable, then it counts as not set', () => {
    const decoded = decodeConfig({ PORT: '', DATABASE_URL: '' }, '/srv/game');
    expect(isRight(decoded) && decoded.right.port).to.equal(3000);
  });

  const refused: [string, Record<string, string>, string][] = [
    ['a port that is not a number', { PORT: 'abc' }, 'PORT: expected integer 1-65535'],
    ['a port out of range', { PORT: '70000' }, 'PORT: expected integer 1-65535'],
    [
      'a database URL of another kind',
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL: expected PostgreSQL URL',
    ],
    ['a Redis URL that does not parse', { REDIS_URL: 'not a url' }, 'REDIS_URL: expected Redis URL'],
    ['an SMTP URL without a host', { SMTP_URL: 'smtp://' }, 'SMTP_URL: expected SMTP URL'],
    ['a slug the server uses itself', { INSTANCES: 'assets:fi' }, 'INSTANCES: "assets" is reserved'],
    ['a short JWT secret', { JWT_SECRET: 'short' }, 'JWT_SECRET: expected secret of at least 32 characters'],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL: expected'],
    [
      'an instance in another language',
      { INSTANCES: 'sv:sv' },
      'INSTANCES: "sv:sv" needs the language fi or en',
    ],
    [
      'an unknown time zone',
      { INSTANCES: 'fi:fi:Mars/Olympus' },
      'INSTANCES: "fi:fi:Mars/Olympus" names an unknown time zone',
    ],
    ['the same slug twice', { INSTANCES: 'fi,fi' }, 'INSTANCES: slug "fi" appears twice'],
    ['a slug with a slash', { INSTANCES: 'f/i:fi' }, 'INSTANCES: "f/i:fi" needs a slug'],
    ['TRUST_PROXY that is not a boolean', { TRUST_PROXY: 'yes' }, 'TRUST_PROXY: expected true or false'],
  ];
  for (const [what, env, message] of refused) {
    it(`given ${what}, then start-up is refused naming the variable`, () => {
      expect(errorsOf(env).join('\n')).to.contain(message);
    });
  }

  it('given a secret-looking value that is wrong, then the message does not echo it', () => {
    expect(errorsOf({ JWT_SECRET: 'hunter2' }).join()).to.not.contain('hunter2');
  });

  it('given a bad variable, then the server process exits non-zero with the variable named', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'config/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '', REDIS_URL: '' },
      // Were the configuration accepted, a real server would start: the timeout ends the test instead.
      timeout: 30_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).to.equal(1);
    expect(failed?.stderr).to.contain('PORT: expected integer 1-65535');
  });
});

describe('Config | Signing secret', () => {
  it('given no JWT_SECRET, then one is generated once, kept private in DATA_DIR and reused', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-secret-'));
    const [first, second] = await Promise.all([
      resolveJwtSecret(undefined, dataDir),
      resolveJwtSecret(undefined, dataDir),
    ]);
    expect(first).to.have.length.greaterThan(40);
    expect(second).to.equal(first);
    expect(await resolveJwtSecret(undefined, dataDir)).to.equal(first);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).to.equal(0o600);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).to.equal(first);
  });

  it('given a secret file that was emptied or cut short, then start-up refuses to sign with it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-secret-'));
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short\n');
    await resolveJwtSecret(undefined, dataDir).then(
      () => expect.fail('a short secret must be refused'),
      (error: Error) => expect(error.message).to.contain('holds no usable secret'),
    );
  });

  it('given JWT_SECRET, then it is used and nothing is written', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-secret-'));
    expect(await resolveJwtSecret('y'.repeat(40), dataDir)).to.equal('y'.repeat(40));
    await stat(path.join(dataDir, 'jwt-secret')).then(
      () => expect.fail('no file should be written'),
      () => undefined,
    );
  });
});
