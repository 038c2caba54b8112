import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { OneTimeTokenRepository } from '../../../application/ports/one-time-token.repository';
import type { SessionRepository } from '../../../application/ports/session.repository';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.port';
import type { NewUser, UserRepository } from '../../../application/ports/user.repository';
import { rejectionOf } from '../rejection';

/** The account stores of one database (or one set of fakes); sessions and links reference its users. */
export interface AccountStoresFixture {
  users: UserRepository;
  sessions: SessionRepository;
  oneTimeTokens: OneTimeTokenRepository;
  unitOfWork: UnitOfWork;
  close(): Promise<void>;
}

export type MakeAccountStores = (context: Mocha.Context) => Promise<AccountStoresFixture>;

/** A new user with a fresh id; the contracts override what they test. */
export const aNewUser = (overrides: Partial<NewUser> = {}): NewUser => ({
  id: randomUUID(),
  username: `player_${randomUUID().slice(0, 8)}`,
  email: null,
  passwordHash: 'hash-of-a-password',
  roles: [],
  loginRequiresVerification: false,
  forcePasswordReset: false,
  referralCode: null,
  ...overrides,
});

/** Creates the user and fails the test if the store refuses it. */
export async function storeUser(users: UserRepository, overrides: Partial<NewUser> = {}): Promise<NewUser> {
  const user = aNewUser(overrides);
  expect(await users.create(user)).to.equal('created');
  return user;
}

/** The behaviour every UserRepository owes its callers: run against PostgreSQL, PGlite and the fake. */
export function userRepositoryContract(name: string, makeStores: MakeAccountStores): void {
  describe(`Contract | UserRepository | ${name}`, () => {
    let stores: AccountStoresFixture;
    let users: UserRepository;

    beforeEach(async function () {
      stores = await makeStores(this);
      users = stores.users;
    });

    afterEach(async () => {
      await stores?.close();
    });

    it('given a new user, when created, then it reads back by id with the defaults of a new account', async () => {
      const created = await storeUser(users, {
        username: 'Pelaaja',
        email: 'pelaaja@example.test',
        roles: ['gameManager'],
        forcePasswordReset: true,
        referralCode: 'ABC123',
      });
      const before = Date.now();

      const user = await users.findById(created.id);

      expect(user).to.not.equal(null);
      const { createdAt, ...rest } = user!;
      expect(rest).to.deep.equal({
        id: created.id,
        username: 'Pelaaja',
        email: 'pelaaja@example.test',
        emailVerified: false,
        loginRequiresVerification: false,
        passwordHash: 'hash-of-a-password',
        roles: ['gameManager'],
        forcePasswordReset: true,
        firstPasswordPending: false,
        lastPlayed: null,
        isPermanentlyAdFree: false,
        adFreeUntil: null,
        showcaseAchievements: [],
      });
      expect(createdAt).to.be.instanceOf(Date);
      expect(Math.abs(createdAt.getTime() - before)).to.be.below(60_000);
    });

    it('given no such user, then every lookup answers null', async () => {
      expect(await users.findById(randomUUID())).to.equal(null);
      expect(await users.findByUsername('nobody')).to.equal(null);
      expect(await users.findByEmail('nobody@example.test')).to.equal(null);
    });

    it('given a stored user, then username and e-mail lookups ignore case', async () => {
      const created = await storeUser(users, { username: 'Äijä_Öljy', email: 'Aijä@Example.test' });

      expect((await users.findByUsername('äijä_öljy'))?.id).to.equal(created.id);
      expect((await users.findByUsername('ÄIJÄ_ÖLJY'))?.id).to.equal(created.id);
      expect((await users.findByEmail('aijä@example.TEST'))?.id).to.equal(created.id);
    });

    it('given a username, when another user takes it in another case, then username_taken and nothing is stored', async () => {
      await storeUser(users, { username: 'Pelaaja' });
      const clash = aNewUser({ username: 'pELAAJA' });

      expect(await users.create(clash)).to.equal('username_taken');
      expect(await users.findById(clash.id)).to.equal(null);
    });

    it('given a verified e-mail address, when another user takes it in another case, then email_taken and nothing is stored', async () => {
      const owner = await storeUser(users, { email: 'pelaaja@example.test' });
      await users.markEmailVerified(owner.id, 'pelaaja@example.test');
      const clash = aNewUser({ email: 'PELAAJA@example.test' });

      expect(await users.create(clash)).to.equal('email_taken');
      expect(await users.findById(clash.id)).to.equal(null);
    });

    it('given an unverified claim of an address, then another user may claim it too, and the verified one is found first', async () => {
      const squatter = await storeUser(users, { email: 'omistaja@example.test' });
      const owner = await storeUser(users, { email: 'OMISTAJA@example.test' });
      expect((await users.findByEmail('omistaja@example.test'))?.id).to.equal(squatter.id);

      expect(await users.markEmailVerified(owner.id, 'omistaja@example.test')).to.equal(true);

      expect((await users.findByEmail('omistaja@example.test'))?.id).to.equal(owner.id);
      expect((await users.findById(squatter.id))?.email).to.equal(null);
      expect(await users.markEmailVerified(squatter.id, 'omistaja@example.test')).to.equal(false);
    });

    it('given users without an e-mail address, then any number of them can exist', async () => {
      await storeUser(users, { email: null });
      await storeUser(users, { email: null });
      await storeUser(users, { email: null });
    });

    it('given a refused create inside a unit of work, then the work goes on and its other writes land', async () => {
      await storeUser(users, { username: 'taken' });
      const later = aNewUser({ username: 'free' });

      await stores.unitOfWork.run(async () => {
        expect(await users.create(aNewUser({ username: 'TAKEN' }))).to.equal('username_taken');
        expect(await users.create(later)).to.equal('created');
      });

      expect((await users.findByUsername('free'))?.id).to.equal(later.id);
    });

    it('given a unit of work that fails, then the users it created are gone', async () => {
      const undone = aNewUser();
      const failure = await rejectionOf(
        stores.unitOfWork.run(async () => {
          await users.create(undone);
          throw new Error('boom');
        }),
      );
      expect(failure.message).to.equal('boom');

      expect(await users.findById(undone.id)).to.equal(null);
    });

    describe('updateUsername', () => {
      it('given a free name, then updated and found under the new name only', async () => {
        const user = await storeUser(users, { username: 'vanha' });

        expect(await users.updateUsername(user.id, 'Uusi')).to.equal('updated');

        expect((await users.findByUsername('uusi'))?.username).to.equal('Uusi');
        expect(await users.findByUsername('vanha')).to.equal(null);
      });

      it("given another user's name in another case, then username_taken and nothing changes", async () => {
        await storeUser(users, { username: 'Toinen' });
        const user = await storeUser(users, { username: 'minä' });

        expect(await users.updateUsername(user.id, 'TOINEN')).to.equal('username_taken');

        expect((await users.findById(user.id))?.username).to.equal('minä');
      });

      it('given the own name in another case, then updated', async () => {
        const user = await storeUser(users, { username: 'pelaaja' });

        expect(await users.updateUsername(user.id, 'Pelaaja')).to.equal('updated');

        expect((await users.findById(user.id))?.username).to.equal('Pelaaja');
      });
    });

    it('given a forced password reset, when the password is updated, then the new hash is stored and the flag cleared', async () => {
      const user = await storeUser(users, { forcePasswordReset: true });

      await users.updatePassword(user.id, 'new-hash');

      const stored = await users.findById(user.id);
      expect(stored?.passwordHash).to.equal('new-hash');
      expect(stored?.forcePasswordReset).to.equal(false);
    });

    it('given the first admin with a generated password, then it reads back as a pending first password until the password is updated', async () => {
      const user = await storeUser(users, { forcePasswordReset: true, firstPasswordPending: true });
      expect((await users.findById(user.id))?.firstPasswordPending).to.equal(true);

      await users.updatePassword(user.id, 'own-hash');

      expect((await users.findById(user.id))?.firstPasswordPending).to.equal(false);
    });

    it('given a showcase, when updated, then it reads back in order, and replaces the previous one', async () => {
      const user = await storeUser(users);

      await users.updateShowcase(user.id, ['PERFECT_GAME', 'STREAK_10', 'PODIUM_FIRST']);
      expect((await users.findById(user.id))?.showcaseAchievements).to.deep.equal([
        'PERFECT_GAME',
        'STREAK_10',
        'PODIUM_FIRST',
      ]);

      await users.updateShowcase(user.id, []);
      expect((await users.findById(user.id))?.showcaseAchievements).to.deep.equal([]);
    });

    it('given only players and game managers, then there is no admin; given an admin, then there is', async () => {
      await storeUser(users, { roles: [] });
      await storeUser(users, { roles: ['gameManager'] });
      expect(await users.hasAdmin()).to.equal(false);

      await storeUser(users, { roles: ['gameManager', 'admin'] });
      expect(await users.hasAdmin()).to.equal(true);
    });

    it('given a user read from the store, when the caller changes it, then the store is unchanged', async () => {
      const created = await storeUser(users, { roles: ['gameManager'] });
      const read = (await users.findById(created.id))!;

      read.roles.push('admin');
      read.username = 'changed';

      const again = await users.findById(created.id);
      expect(again?.roles).to.deep.equal(['gameManager']);
      expect(again?.username).to.equal(created.username);
    });
  });
}
