import { expect } from 'chai';
import type { Knex } from 'knex';
import { connectPglite, connectPostgres } from '../../../adapters/postgres/knex-connection';
import { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { migrateToLatest } from '../../../adapters/postgres/migrate';
import { PostgresManagedUserRepository } from '../../../adapters/postgres/postgres-managed-user.repository';
import type { UserListQuery } from '../../../application/ports/managed-user.repository';
import type { SortOrder, UserSort } from '../../../contracts/manage-users.codec';
import {
  dropSchema,
  pendingWithoutInfrastructure,
  testDatabase,
  uniqueTestName,
} from '../../support/infrastructure';

// The users list's three roads (the adapter's comment) on both engines, with a cap small enough that a
// handful of players makes a search "broad": the answer must be the same list whichever road it took.

const PLAYERS = ['pekka', 'Pentti', 'pertti', 'petra', 'peppi', 'paula', 'Aino'];
const NOW = new Date('2026-03-01T10:00:00Z');

async function given(knex: Knex): Promise<void> {
  await knex('users').insert(
    PLAYERS.map((username, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      username,
      password_hash: 'x',
      created_at: new Date(NOW.getTime() - i * 60_000),
      last_played: i % 2 === 0 ? `2026-02-${10 + i}` : null,
    })),
  );
  // Two of them have played: 5 and 2 games (as the standings write it beside each user).
  await knex('users').where({ id: '00000000-0000-4000-8000-000000000001' }).update({ games_played: 5 });
  await knex('users').where({ id: '00000000-0000-4000-8000-000000000003' }).update({ games_played: 2 });
}

function suite(engine: string, open: () => Promise<{ knex: Knex; drop: () => Promise<void> }>) {
  describe(`Adapter | Managed users on ${engine}`, function () {
    this.timeout(60_000);
    let opened: { knex: Knex; drop: () => Promise<void> } | undefined;
    let users: PostgresManagedUserRepository;

    before(async function () {
      if (engine === 'PostgreSQL' && !(await testDatabase()).url)
        pendingWithoutInfrastructure(this, 'PostgreSQL');
      opened = await open();
      await given(opened.knex);
      users = new PostgresManagedUserRepository(new KnexDatabase(opened.knex));
    });
    after(async () => {
      await opened?.knex.destroy();
      await opened?.drop();
    });

    const names = async (query: Partial<UserListQuery>) => {
      const page = await users.list({
        search: null,
        sort: 'username',
        order: 'asc',
        filter: 'all',
        now: NOW,
        searchCap: 100,
        offset: 0,
        limit: 20,
        ...query,
      });
      return { names: page.users.map((user) => user.username), total: page.total, capped: page.capped };
    };

    const orders: [UserSort, SortOrder][] = [
      ['username', 'asc'],
      ['createdAt', 'desc'],
      ['lastPlayed', 'asc'],
      ['gamesPlayed', 'desc'],
      ['gamesPlayed', 'asc'],
    ];
    for (const [sort, order] of orders) {
      it(`given a search broader than the cap, by ${sort} ${order}, then its first matches in that order`, async () => {
        const exact = await names({ search: 'pe', sort, order });
        expect(exact).to.include({ total: 5, capped: false });
        const broad = await names({ search: 'pe', sort, order, searchCap: 3 });
        expect(broad).to.deep.equal({ names: exact.names.slice(0, 3), total: 3, capped: true });
        const secondPage = await names({ search: 'pe', sort, order, searchCap: 3, offset: 2, limit: 2 });
        expect(secondPage.names).to.deep.equal(exact.names.slice(2, 3));
      });
    }

    it('orders games played with the players without results after (desc) or before (asc) the rest', async () => {
      expect((await names({ sort: 'gamesPlayed', order: 'desc', limit: 2 })).names).to.deep.equal([
        'Pentti',
        'petra',
      ]);
      expect((await names({ sort: 'gamesPlayed', order: 'asc', offset: 4, limit: 3 })).names).to.deep.equal([
        'Aino',
        'petra',
        'Pentti',
      ]);
    });

    it('matches a search by the start of a name, any case, and never a LIKE wildcard', async () => {
      expect((await names({ search: 'PEN' })).names).to.deep.equal(['Pentti']);
      expect((await names({ search: '%a' })).names).to.deep.equal([]);
      expect((await names({ search: 'p_' })).names).to.deep.equal([]);
    });
  });
}

suite('PostgreSQL', async () => {
  const { url } = await testDatabase();
  const schema = uniqueTestName('test_managed_users');
  const knex = connectPostgres(url!, schema, 2);
  await migrateToLatest(knex, schema);
  return { knex, drop: () => dropSchema(url!, schema) };
});

suite('PGlite (embedded)', async () => {
  const knex = await connectPglite(undefined, 'test_managed_users');
  await migrateToLatest(knex, 'test_managed_users');
  return { knex, drop: async () => {} };
});
