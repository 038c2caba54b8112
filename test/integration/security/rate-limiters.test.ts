import { expect } from 'chai';
import { Redis } from 'ioredis';
import {
  ACCOUNT_MAIL_LIMITS,
  accountMailLimits,
  LOGIN_LIMITS,
  loginRateLimits,
} from '../../../adapters/security/rate-limiters';
import { FREE_SIGN_IN_FAILURES } from '../../../domain/permissions/sign-in-delay';
import type { AccountMailLimits, LoginRateLimits } from '../../../application/ports/rate-limiter.port';
import {
  deleteRedisPrefix,
  pendingWithoutInfrastructure,
  testRedis,
  uniqueTestName,
} from '../../support/infrastructure';

interface Store {
  limits: (prefix: string) => LoginRateLimits;
  mail: (prefix: string) => AccountMailLimits;
}

/** The login and mail limits behave alike in process memory and in Redis (shared by every process). */
function rateLimitContract(name: string, makeStore: (context: Mocha.Context) => Promise<Store>) {
  describe(`Integration | Security | Rate limiters | ${name}`, () => {
    let store: Store;
    let prefix: string;

    beforeEach(async function () {
      store = await makeStore(this);
      prefix = `${uniqueTestName('test_limits')}:`;
    });

    it('given 10 attempts for one user and address, then the 11th is blocked with a wait of up to 15 minutes', async () => {
      const { perUserAndIp } = store.limits(prefix);
      for (let i = 0; i < LOGIN_LIMITS.perUserAndIp.points; i += 1) {
        expect((await perUserAndIp.check('pelaaja|1.2.3.4')).allowed, `check ${i + 1}`).to.equal(true);
        expect((await perUserAndIp.consume('pelaaja|1.2.3.4')).allowed, `attempt ${i + 1}`).to.equal(true);
      }

      const verdict = await perUserAndIp.check('pelaaja|1.2.3.4');

      expect(verdict.allowed).to.equal(false);
      expect(verdict.retryAfterMs).to.be.within(1, 15 * 60 * 1000);
      expect((await perUserAndIp.consume('pelaaja|1.2.3.4')).allowed).to.equal(false);
    });

    it('given checks only, then nothing is counted', async () => {
      const { perUserAndIp } = store.limits(prefix);
      for (let i = 0; i < 20; i += 1) await perUserAndIp.check('pelaaja|1.2.3.4');

      expect((await perUserAndIp.consume('pelaaja|1.2.3.4')).allowed).to.equal(true);
    });

    it('given a blocked key, when reset, then it is allowed again and other keys stay blocked', async () => {
      const { perUserAndIp } = store.limits(prefix);
      for (let i = 0; i < 10; i += 1) {
        await perUserAndIp.consume('a|1.2.3.4');
        await perUserAndIp.consume('b|1.2.3.4');
      }

      await perUserAndIp.reset('a|1.2.3.4');

      expect((await perUserAndIp.check('a|1.2.3.4')).allowed).to.equal(true);
      expect((await perUserAndIp.check('b|1.2.3.4')).allowed).to.equal(false);
    });

    it('given the per-address limit, then 100 attempts pass and the 101st is blocked', async () => {
      const { perIp } = store.limits(prefix);
      for (let i = 0; i < LOGIN_LIMITS.perIp.points; i += 1) await perIp.consume('1.2.3.4');

      expect((await perIp.check('1.2.3.4')).allowed).to.equal(false);
      expect((await perIp.check('1.2.3.5')).allowed).to.equal(true);
    });

    it('given two instances (two prefixes), then their counters are separate', async () => {
      const fi = store.limits(`${prefix}fi:`);
      const en = store.limits(`${prefix}en:`);
      for (let i = 0; i < 10; i += 1) await fi.perUserAndIp.consume('pelaaja|1.2.3.4');

      expect((await fi.perUserAndIp.check('pelaaja|1.2.3.4')).allowed).to.equal(false);
      expect((await en.perUserAndIp.check('pelaaja|1.2.3.4')).allowed).to.equal(true);
    });

    it('given attempts to one account, then the free ones pass, the next opens a wait, and a success clears it', async () => {
      const { perAccount } = store.limits(prefix);
      for (let i = 0; i <= FREE_SIGN_IN_FAILURES; i += 1)
        expect((await perAccount.admit('pelaaja')).allowed, `attempt ${i + 1}`).to.equal(true);

      const waiting = await perAccount.admit('pelaaja');

      expect(waiting.allowed).to.equal(false);
      expect(waiting.retryAfterMs).to.be.within(1, 2_000);
      expect((await perAccount.admit('toinen')).allowed).to.equal(true);
      await perAccount.clear('pelaaja');
      expect((await perAccount.admit('pelaaja')).allowed).to.equal(true);
    });

    it('given many attempts to one account at once, then past the free ones exactly one passes', async () => {
      const { perAccount } = store.limits(prefix);

      const verdicts = await Promise.all(Array.from({ length: 40 }, () => perAccount.admit('pelaaja')));

      expect(verdicts.filter((verdict) => verdict.allowed)).to.have.length(FREE_SIGN_IN_FAILURES + 1);
    });

    it('given the account mail limits, then five mails an hour per player, three per address, one verification per ten minutes', async () => {
      const mail = store.mail(prefix);
      for (let i = 0; i < ACCOUNT_MAIL_LIMITS.perPlayer.points; i += 1)
        expect((await mail.perPlayer.consume('player-1')).allowed).to.equal(true);
      for (let i = 0; i < ACCOUNT_MAIL_LIMITS.perRecipient.points; i += 1)
        expect((await mail.perRecipient.consume('address-1')).allowed).to.equal(true);
      expect((await mail.verificationPerRecipient.consume('address-1')).allowed).to.equal(true);

      const verdicts = [
        await mail.perPlayer.consume('player-1'),
        await mail.perRecipient.consume('address-1'),
        await mail.verificationPerRecipient.consume('address-1'),
      ];

      expect(verdicts.map((verdict) => verdict.allowed)).to.deep.equal([false, false, false]);
      expect(verdicts[0]!.retryAfterMs).to.be.within(1, 60 * 60 * 1000);
      expect(verdicts[2]!.retryAfterMs).to.be.within(1, 10 * 60 * 1000);
      expect((await mail.perPlayer.consume('player-2')).allowed).to.equal(true);
      expect((await mail.perRecipient.consume('address-2')).allowed).to.equal(true);
    });
  });
}

rateLimitContract('memory', async () => ({
  limits: (prefix) => loginRateLimits(prefix),
  mail: (prefix) => accountMailLimits(prefix),
}));

let redis: Redis | undefined;
const prefixes: string[] = [];
after(async () => {
  const found = await testRedis();
  if (found) for (const prefix of prefixes) await deleteRedisPrefix(found.url, prefix);
  redis?.disconnect();
});

rateLimitContract('Redis', async (context) => {
  const found = await testRedis();
  if (!found) return pendingWithoutInfrastructure(context, 'Redis server');
  redis ??= new Redis(found.url);
  // A limiter answers from its in-process insurance while the client is not ready yet: the contract is about
  // the counts kept in Redis, so the client connects first.
  if (redis.status !== 'ready') await new Promise((ready) => redis!.once('ready', ready));
  return {
    limits: (prefix) => {
      prefixes.push(prefix);
      return loginRateLimits(prefix, redis);
    },
    mail: (prefix) => {
      prefixes.push(prefix);
      return accountMailLimits(prefix, redis);
    },
  };
});
