import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { connectPglite, connectPostgres } from '../../../adapters/postgres/knex-connection';
import { migrateToLatest } from '../../../adapters/postgres/migrate';
import { PostgresAccountEraser } from '../../../adapters/postgres/postgres-account-eraser';
import { PostgresOneTimeTokenRepository } from '../../../adapters/postgres/postgres-one-time-token.repository';
import { PostgresPasswordResetRequestRepository } from '../../../adapters/postgres/postgres-password-reset-request.repository';
import { PostgresSessionRepository } from '../../../adapters/postgres/postgres-session.repository';
import { PostgresUserRepository } from '../../../adapters/postgres/postgres-user.repository';
import { oneTimeTokenRepositoryContract } from '../../support/contracts/one-time-token-repository.contract';
import { sessionRepositoryContract } from '../../support/contracts/session-repository.contract';
import {
  storeUser,
  userRepositoryContract,
  type AccountStoresFixture,
} from '../../support/contracts/user-repository.contract';
import { userEmailContract } from '../../support/contracts/user-email.contract';
import {
  dropSchema,
  pendingWithoutInfrastructure,
  testDatabase,
  uniqueTestName,
} from '../../support/infrastructure';
import { sharedDatabase } from '../../support/shared-database';

type PostgresStores = AccountStoresFixture & { database: KnexDatabase };

// Deleting the users empties the file's one database of an engine: sessions, links and reset requests go
// with them (ON DELETE CASCADE).
const storesOn = (database: KnexDatabase): PostgresStores => ({
  database,
  users: new PostgresUserRepository(database),
  sessions: new PostgresSessionRepository(database),
  oneTimeTokens: new PostgresOneTimeTokenRepository(database),
  unitOfWork: database,
  close: async () => {
    await database.knex('users').delete();
  },
});

const onPostgres = sharedDatabase(async () => {
  const { url } = await testDatabase();
  const schema = uniqueTestName('test_accounts');
  // Several connections, so that concurrent rotations really race.
  const knex = connectPostgres(url!, schema, 5);
  await migrateToLatest(knex, schema);
  return { knex, drop: () => dropSchema(url!, schema) };
});

const onPglite = sharedDatabase(async () => {
  const knex = await connectPglite(undefined, 'test_accounts');
  await migrateToLatest(knex, 'test_accounts');
  return { knex, drop: async () => {} };
});

const engines: [string, (context: Mocha.Context) => Promise<PostgresStores>][] = [
  [
    'PostgreSQL',
    async (context) => {
      if (!(await testDatabase()).url) return pendingWithoutInfrastructure(context, 'PostgreSQL server');
      return storesOn(await onPostgres(context));
    },
  ],
  ['PGlite (embedded)', async (context) => storesOn(await onPglite(context))],
];

for (const [name, makeStores] of engines) {
  userRepositoryContract(name, makeStores);
  userEmailContract(name, makeStores);
  sessionRepositoryContract(name, makeStores);
  oneTimeTokenRepositoryContract(name, makeStores);

  describe(`Integration | PostgreSQL adapters | account eraser and reset requests | ${name}`, () => {
    let stores: PostgresStores;
    const count = async (table: string, where: Record<string, string>) =>
      Number((await stores.database.knex(table).where(where).count({ n: '*' }))[0]!.n);

    beforeEach(async function () {
      stores = await makeStores(this);
    });

    afterEach(async () => {
      await stores?.close();
    });

    it('given a player asking twice, then one open reset request; once resolved, a new one can open', async () => {
      const requests = new PostgresPasswordResetRequestRepository(stores.database);
      const { id: userId } = await storeUser(stores.users);

      await requests.open(randomUUID(), userId);
      await requests.open(randomUUID(), userId);
      expect(await count('password_reset_requests', { user_id: userId })).to.equal(1);

      await stores.database
        .knex('password_reset_requests')
        .where({ user_id: userId })
        .update({ resolved_at: new Date() });
      await requests.open(randomUUID(), userId);
      expect(await count('password_reset_requests', { user_id: userId })).to.equal(2);
    });

    it('given a player with sessions, links and a reset request, when erased, then all of it goes and others stay', async () => {
      const eraser = new PostgresAccountEraser(stores.database);
      const requests = new PostgresPasswordResetRequestRepository(stores.database);
      const { id: userId } = await storeUser(stores.users, { email: 'pois@example.test' });
      const { id: otherId } = await storeUser(stores.users);
      for (const owner of [userId, otherId]) {
        const familyId = randomUUID();
        await stores.sessions.startFamily(familyId, owner);
        await stores.sessions.addToken(familyId, `jti-${randomUUID()}`, new Date(Date.now() + 60_000));
        await stores.oneTimeTokens.create(
          `link-${randomUUID()}`,
          { userId: owner, purpose: 'reset_password', email: null },
          new Date(Date.now() + 60_000),
        );
        await requests.open(randomUUID(), owner);
      }

      await eraser.erase(userId);

      expect(await stores.users.findById(userId)).to.equal(null);
      expect(await stores.users.findByEmail('pois@example.test')).to.equal(null);
      for (const table of ['session_families', 'one_time_tokens', 'password_reset_requests']) {
        expect(await count(table, { user_id: userId }), table).to.equal(0);
        expect(await count(table, { user_id: otherId }), table).to.equal(1);
      }
      expect(await stores.users.findById(otherId)).to.not.equal(null);
    });

    it(`given a player, when erased, then deletedData counts the user and answers 0 for every other kind`, async () => {
      const eraser = new PostgresAccountEraser(stores.database);
      const { id: userId } = await storeUser(stores.users);

      expect(await eraser.erase(userId)).to.deep.equal({
        user: 1,
        gameScores: 0,
        gameSessions: 0,
        attemptedCategories: 0,
        scoreboard: 0,
        playerAchievements: 0,
        personalLists: 0,
        followingRefs: 0,
        referrals: 0,
      });
    });

    it(`given no such player, when erased, then nothing is deleted`, async () => {
      const eraser = new PostgresAccountEraser(stores.database);
      expect((await eraser.erase(randomUUID())).user).to.equal(0);
    });
  });
}
