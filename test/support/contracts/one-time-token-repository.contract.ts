import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { OneTimeTokenRepository } from '../../../application/ports/one-time-token.repository';
import { rejectionOf } from '../rejection';
import { storeUser, type AccountStoresFixture, type MakeAccountStores } from './user-repository.contract';

const NOW = new Date('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);
const DAY_MS = 86_400_000;
const aHash = () => `link-${randomUUID()}`;

/** The behaviour every OneTimeTokenRepository owes its callers: run against PostgreSQL, PGlite and the fake. */
export function oneTimeTokenRepositoryContract(name: string, makeStores: MakeAccountStores): void {
  describe(`Contract | OneTimeTokenRepository | ${name}`, () => {
    let stores: AccountStoresFixture;
    let tokens: OneTimeTokenRepository;
    let userId: string;

    beforeEach(async function () {
      stores = await makeStores(this);
      tokens = stores.oneTimeTokens;
      userId = (await storeUser(stores.users)).id;
    });

    afterEach(async () => {
      await stores?.close();
    });

    it('given a verification link, when consumed with its purpose, then it answers its user and address', async () => {
      const hash = aHash();
      await tokens.create(hash, { userId, purpose: 'verify_email', email: 'p@example.test' }, at(DAY_MS));

      expect(await tokens.consume(hash, 'verify_email', NOW)).to.deep.equal({
        userId,
        purpose: 'verify_email',
        email: 'p@example.test',
      });
    });

    it('given a reset link without an address, then it is consumed with a null address', async () => {
      const hash = aHash();
      await tokens.create(hash, { userId, purpose: 'reset_password', email: null }, at(DAY_MS));

      expect(await tokens.consume(hash, 'reset_password', NOW)).to.deep.equal({
        userId,
        purpose: 'reset_password',
        email: null,
      });
    });

    it('given a consumed link, when consumed again, then null', async () => {
      const hash = aHash();
      await tokens.create(hash, { userId, purpose: 'verify_email', email: null }, at(DAY_MS));
      await tokens.consume(hash, 'verify_email', NOW);

      expect(await tokens.consume(hash, 'verify_email', at(1))).to.equal(null);
    });

    it('given a link of one purpose, when consumed for another, then null and it still works for its own', async () => {
      const hash = aHash();
      await tokens.create(hash, { userId, purpose: 'verify_email', email: 'p@example.test' }, at(DAY_MS));

      expect(await tokens.consume(hash, 'reset_password', NOW)).to.equal(null);
      expect((await tokens.consume(hash, 'verify_email', NOW))?.userId).to.equal(userId);
    });

    it('given a link, then it works until just before its expiry and not at or after it', async () => {
      const working = aHash();
      const expired = aHash();
      const late = aHash();
      for (const hash of [working, expired, late])
        await tokens.create(hash, { userId, purpose: 'verify_email', email: null }, at(DAY_MS));

      expect(await tokens.consume(working, 'verify_email', at(DAY_MS - 1))).to.not.equal(null);
      expect(await tokens.consume(expired, 'verify_email', at(DAY_MS))).to.equal(null);
      expect(await tokens.consume(late, 'verify_email', at(DAY_MS + 1))).to.equal(null);
    });

    it('given an unknown link, then null', async () => {
      expect(await tokens.consume(aHash(), 'verify_email', NOW)).to.equal(null);
    });

    it("given links of both purposes and of two users, when one user's links of one purpose are discarded, then only those stop working", async () => {
      const otherUser = (await storeUser(stores.users)).id;
      const [mine, mineOlder, myReset, theirs] = [aHash(), aHash(), aHash(), aHash()];
      await tokens.create(mine, { userId, purpose: 'verify_email', email: null }, at(DAY_MS));
      await tokens.create(mineOlder, { userId, purpose: 'verify_email', email: null }, at(DAY_MS));
      await tokens.create(myReset, { userId, purpose: 'reset_password', email: null }, at(DAY_MS));
      await tokens.create(theirs, { userId: otherUser, purpose: 'verify_email', email: null }, at(DAY_MS));

      await tokens.discard(userId, 'verify_email');

      expect(await tokens.consume(mine, 'verify_email', NOW)).to.equal(null);
      expect(await tokens.consume(mineOlder, 'verify_email', NOW)).to.equal(null);
      expect(await tokens.consume(myReset, 'reset_password', NOW)).to.not.equal(null);
      expect(await tokens.consume(theirs, 'verify_email', NOW)).to.not.equal(null);
    });

    it('given 10 concurrent consumptions of one link, then exactly one succeeds', async () => {
      const hash = aHash();
      await tokens.create(hash, { userId, purpose: 'reset_password', email: null }, at(DAY_MS));

      const results = await Promise.all(
        Array.from({ length: 10 }, () => tokens.consume(hash, 'reset_password', NOW)),
      );

      expect(results.filter((result) => result !== null)).to.have.length(1);
    });

    it('given a consumption inside a unit of work that fails, then the link still works', async () => {
      const hash = aHash();
      await tokens.create(hash, { userId, purpose: 'reset_password', email: null }, at(DAY_MS));

      const failure = await rejectionOf(
        stores.unitOfWork.run(async () => {
          expect(await tokens.consume(hash, 'reset_password', NOW)).to.not.equal(null);
          throw new Error('boom');
        }),
      );
      expect(failure.message).to.equal('boom');

      expect(await tokens.consume(hash, 'reset_password', NOW)).to.not.equal(null);
    });
  });
}
