import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { RotationOutcome, SessionRepository } from '../../../application/ports/session.repository';
import { rejectionOf } from '../rejection';
import { storeUser, type AccountStoresFixture, type MakeAccountStores } from './user-repository.contract';

const HOUR_MS = 3_600_000;
const NOW = new Date('2026-06-01T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const aHash = () => `hash-${randomUUID()}`;

/** The behaviour every SessionRepository owes its callers: run against PostgreSQL, PGlite and the fake. */
export function sessionRepositoryContract(name: string, makeStores: MakeAccountStores): void {
  describe(`Contract | SessionRepository | ${name}`, () => {
    let stores: AccountStoresFixture;
    let sessions: SessionRepository;
    let userId: string;

    beforeEach(async function () {
      stores = await makeStores(this);
      sessions = stores.sessions;
      userId = (await storeUser(stores.users)).id;
    });

    afterEach(async () => {
      await stores?.close();
    });

    /** A login: a new family holding one refresh token valid for 30 days. */
    async function aFamily(owner = userId): Promise<{ familyId: string; tokenHash: string }> {
      const familyId = randomUUID();
      const tokenHash = aHash();
      await sessions.startFamily(familyId, owner);
      await sessions.addToken(familyId, tokenHash, later(30 * 24 * HOUR_MS));
      return { familyId, tokenHash };
    }

    it('given a fresh refresh token, when presented, then it rotates and names its family and user', async () => {
      const { familyId, tokenHash } = await aFamily();

      expect(await sessions.rotate(tokenHash, NOW)).to.deep.equal({ kind: 'rotated', familyId, userId });
      expect(await sessions.isSessionActive(familyId, userId)).to.equal(true);
    });

    it('given a rotated token, when presented again, then spent, naming its family, user and time of use; the store revokes nothing itself', async () => {
      const { familyId, tokenHash } = await aFamily();
      await sessions.rotate(tokenHash, NOW);
      const newest = aHash();
      await sessions.addToken(familyId, newest, later(30 * 24 * HOUR_MS));

      expect(await sessions.rotate(tokenHash, later(HOUR_MS))).to.deep.equal({
        kind: 'spent',
        familyId,
        userId,
        usedAt: NOW,
      });

      expect(await sessions.isSessionActive(familyId, userId)).to.equal(true);
      expect((await sessions.rotate(newest, later(HOUR_MS))).kind).to.equal('rotated');
    });

    it('given a family revoked after a reuse, when the spent token comes a third time, then invalid', async () => {
      const { familyId, tokenHash } = await aFamily();
      await sessions.rotate(tokenHash, NOW);
      expect((await sessions.rotate(tokenHash, NOW)).kind).to.equal('spent');
      await sessions.revokeFamily(familyId, NOW);

      expect(await sessions.rotate(tokenHash, NOW)).to.deep.equal({ kind: 'invalid' });
    });

    it('given an unknown token, then invalid', async () => {
      await aFamily();
      expect(await sessions.rotate(aHash(), NOW)).to.deep.equal({ kind: 'invalid' });
    });

    it('given a token at or past its expiry, then invalid, and its family is not revoked', async () => {
      const familyId = randomUUID();
      await sessions.startFamily(familyId, userId);
      const expiring = aHash();
      await sessions.addToken(familyId, expiring, NOW);
      const fresh = aHash();
      await sessions.addToken(familyId, fresh, later(1000));

      expect(await sessions.rotate(expiring, NOW)).to.deep.equal({ kind: 'invalid' });
      expect(await sessions.rotate(expiring, later(1))).to.deep.equal({ kind: 'invalid' });
      expect(await sessions.isSessionActive(familyId, userId)).to.equal(true);
      expect((await sessions.rotate(fresh, later(999))).kind).to.equal('rotated');
    });

    it("given another user's id, then the session is not theirs", async () => {
      const { familyId } = await aFamily();
      const otherUser = (await storeUser(stores.users)).id;
      expect(await sessions.isSessionActive(familyId, otherUser)).to.equal(false);
    });

    it('given a revoked family, then its unused tokens are invalid', async () => {
      const { familyId, tokenHash } = await aFamily();

      await sessions.revokeFamily(familyId, NOW);

      expect(await sessions.isSessionActive(familyId, userId)).to.equal(false);
      expect(await sessions.rotate(tokenHash, later(1))).to.deep.equal({ kind: 'invalid' });
    });

    it('given two families of one user, when one is revoked, then the other stays active', async () => {
      const first = await aFamily();
      const second = await aFamily();

      await sessions.revokeFamily(first.familyId, NOW);
      await sessions.revokeFamily(first.familyId, later(1));

      expect(await sessions.isSessionActive(first.familyId, userId)).to.equal(false);
      expect(await sessions.isSessionActive(second.familyId, userId)).to.equal(true);
      expect((await sessions.rotate(second.tokenHash, NOW)).kind).to.equal('rotated');
    });

    it("given several families, when the user's families are revoked keeping one, then only that one and other users' stay active", async () => {
      const kept = await aFamily();
      const others = [await aFamily(), await aFamily()];
      const otherUser = (await storeUser(stores.users)).id;
      const foreign = await aFamily(otherUser);

      await sessions.revokeUserFamilies(userId, NOW, kept.familyId);

      expect(await sessions.isSessionActive(kept.familyId, userId)).to.equal(true);
      for (const family of others)
        expect(await sessions.isSessionActive(family.familyId, userId)).to.equal(false);
      expect(await sessions.isSessionActive(foreign.familyId, otherUser)).to.equal(true);
      expect((await sessions.rotate(kept.tokenHash, NOW)).kind).to.equal('rotated');
      expect(await sessions.rotate(others[0]!.tokenHash, NOW)).to.deep.equal({ kind: 'invalid' });
    });

    it("given several families, when the user's families are revoked keeping none, then all are revoked", async () => {
      const families = [await aFamily(), await aFamily()];

      await sessions.revokeUserFamilies(userId, NOW);

      for (const family of families)
        expect(await sessions.isSessionActive(family.familyId, userId)).to.equal(false);
    });

    it('given an unknown family, then it is not active', async () => {
      expect(await sessions.isSessionActive(randomUUID(), userId)).to.equal(false);
    });

    it("given a live session, then its user is found in it; revoked, another user's or unknown, then no one", async () => {
      const live = await aFamily();
      const revoked = await aFamily();
      await sessions.revokeFamily(revoked.familyId, NOW);
      const otherUser = (await storeUser(stores.users)).id;

      expect((await stores.users.findInSession(userId, live.familyId))?.id).to.equal(userId);
      expect(await stores.users.findInSession(userId, revoked.familyId)).to.equal(null);
      expect(await stores.users.findInSession(otherUser, live.familyId)).to.equal(null);
      expect(await stores.users.findInSession(userId, randomUUID())).to.equal(null);
    });

    it('given 20 concurrent presentations of one token (tabs racing), then exactly one rotates and the session lives on', async () => {
      const { familyId, tokenHash } = await aFamily();

      const outcomes: RotationOutcome[] = await Promise.all(
        Array.from({ length: 20 }, () => sessions.rotate(tokenHash, NOW)),
      );

      expect(outcomes.filter((outcome) => outcome.kind === 'rotated')).to.have.length(1);
      expect(outcomes.filter((outcome) => outcome.kind === 'spent')).to.have.length(19);
      expect(await sessions.isSessionActive(familyId, userId)).to.equal(true);
    });

    it('given a rotation inside a unit of work that fails, then the token is still unused', async () => {
      const { familyId, tokenHash } = await aFamily();

      const failure = await rejectionOf(
        stores.unitOfWork.run(async () => {
          expect((await sessions.rotate(tokenHash, NOW)).kind).to.equal('rotated');
          throw new Error('boom');
        }),
      );
      expect(failure.message).to.equal('boom');

      expect(await sessions.rotate(tokenHash, NOW)).to.deep.equal({ kind: 'rotated', familyId, userId });
      expect(await sessions.isSessionActive(familyId, userId)).to.equal(true);
    });
  });
}
