import { expect } from 'chai';
import type { UserRepository } from '../../../application/ports/user.repository';
import { storeUser, type AccountStoresFixture, type MakeAccountStores } from './user-repository.contract';

/** Who an address belongs to (updateEmail, markEmailVerified): run against PostgreSQL, PGlite and the fake. */
export function userEmailContract(name: string, makeStores: MakeAccountStores): void {
  describe(`Contract | UserRepository | e-mail ownership | ${name}`, () => {
    let stores: AccountStoresFixture;
    let users: UserRepository;

    beforeEach(async function () {
      stores = await makeStores(this);
      users = stores.users;
    });

    afterEach(async () => {
      await stores?.close();
    });

    it('given a verified address, when replaced, then the new address is stored unverified', async () => {
      const user = await storeUser(users, { email: 'vanha@example.test' });
      expect(await users.markEmailVerified(user.id, 'vanha@example.test')).to.equal(true);
      expect((await users.findById(user.id))?.emailVerified).to.equal(true);

      expect(await users.updateEmail(user.id, 'uusi@example.test')).to.equal('updated');

      const stored = await users.findById(user.id);
      expect(stored?.email).to.equal('uusi@example.test');
      expect(stored?.emailVerified).to.equal(false);
      expect(await users.findByEmail('vanha@example.test')).to.equal(null);
    });

    it('given a verified address, when removed, then there is no address and nothing verified', async () => {
      const user = await storeUser(users, { email: 'pois@example.test' });
      await users.markEmailVerified(user.id, 'pois@example.test');

      expect(await users.updateEmail(user.id, null)).to.equal('updated');

      const stored = await users.findById(user.id);
      expect(stored?.email).to.equal(null);
      expect(stored?.emailVerified).to.equal(false);
    });

    it("given another user's verified address in another case, then email_taken and nothing changes", async () => {
      const owner = await storeUser(users, { email: 'varattu@example.test' });
      await users.markEmailVerified(owner.id, 'varattu@example.test');
      const user = await storeUser(users, { email: 'oma@example.test' });
      await users.markEmailVerified(user.id, 'oma@example.test');

      expect(await users.updateEmail(user.id, 'VARATTU@example.test')).to.equal('email_taken');

      const stored = await users.findById(user.id);
      expect(stored?.email).to.equal('oma@example.test');
      expect(stored?.emailVerified).to.equal(true);
    });

    it('given the current address in another case, then it is verified', async () => {
      const user = await storeUser(users, { email: 'Pelaaja@Example.test' });

      expect(await users.markEmailVerified(user.id, 'pelaaja@example.TEST')).to.equal(true);

      expect((await users.findById(user.id))?.emailVerified).to.equal(true);
    });

    it('given an address that is no longer the user’s, then nothing is verified', async () => {
      const user = await storeUser(users, { email: 'vanha@example.test' });
      await users.updateEmail(user.id, 'uusi@example.test');

      expect(await users.markEmailVerified(user.id, 'vanha@example.test')).to.equal(false);

      expect((await users.findById(user.id))?.emailVerified).to.equal(false);
    });

    it("given another user's address, then it does not verify this user", async () => {
      await storeUser(users, { email: 'toisen@example.test' });
      const user = await storeUser(users, { email: 'oma@example.test' });

      expect(await users.markEmailVerified(user.id, 'toisen@example.test')).to.equal(false);
      expect((await users.findById(user.id))?.emailVerified).to.equal(false);
    });

    it('given no address, then nothing is verified', async () => {
      const user = await storeUser(users, { email: null });

      expect(await users.markEmailVerified(user.id, 'any@example.test')).to.equal(false);
    });
  });
}
