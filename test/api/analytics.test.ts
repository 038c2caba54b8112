import { expect } from 'chai';
import { ANALYTICS_LIMIT } from '../../adapters/security/rate-limiters';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { ANALYTICS_EVENT_TYPES } from '../../contracts/analytics.codec';
import { apiCaller } from '../support/api-client';
import { CLOCK_START, expectError, TODAY, TOMORROW, useGameServer } from '../support/game-api';
import { databaseOf } from '../support/manage-api';
import { rejectionOf } from '../support/rejection';
import { startTestServer, type TestServer } from '../support/test-server';

// First-party analytics ingestion (DESIGN 11, admin spec 4 and 9): any browser posts batches of 1 to 50
// typed events without signing in; the server adds them to per-day counts and keeps nothing about the sender.

const PATH = '/analytics/events';
const TABLE = 'analytics_daily_counts';
const batch = (...types: string[]) => ({ events: types.map((type) => ({ type })) });

describe('API | Analytics | Ingestion', function () {
  this.timeout(60_000);
  const game = useGameServer();
  const stored = async () =>
    (await databaseOf(game).knex(TABLE).select('day', 'event_type', 'count').orderBy(['day', 'event_type']))
      // Dates arrive as text already (the connection's type parser); the spread keeps rows plain.
      .map((row) => ({ ...row }));

  beforeEach(async () => {
    await databaseOf(game).knex(TABLE).del();
    game.clock.set(CLOCK_START);
  });

  after(() => game.clock.set(CLOCK_START));

  it('given batches from a guest without any id, then 202 with the number accepted and counts added up per type and day', async () => {
    const first = await game.api.post(PATH, batch('page_view', 'page_view', 'game_started'));
    expect([first.status, first.body]).to.deep.equal([202, { accepted: 3 }]);
    const second = await game.api.post(PATH, batch('page_view', 'game_finished', 'share', 'registration'));
    expect([second.status, second.body]).to.deep.equal([202, { accepted: 4 }]);

    expect(await stored()).to.deep.equal([
      { day: TODAY, event_type: 'game_finished', count: 1 },
      { day: TODAY, event_type: 'game_started', count: 1 },
      { day: TODAY, event_type: 'page_view', count: 3 },
      { day: TODAY, event_type: 'registration', count: 1 },
      { day: TODAY, event_type: 'share', count: 1 },
    ]);
  });

  it('given a signed-in player and a guest with an id, then their batches count the same and name neither', async () => {
    const player = await game.registered();
    expect((await player.post(PATH, batch('page_view'))).status).to.equal(202);
    expect((await game.guest().post(PATH, batch('page_view'))).status).to.equal(202);
    expect(await stored()).to.deep.equal([{ day: TODAY, event_type: 'page_view', count: 2 }]);
  });

  it('given fields beyond the type, then they are dropped and the events counted', async () => {
    const extra = { events: [{ type: 'share', at: '2020-01-01', userId: 'x', path: '/fi/game' }], page: 'y' };
    expect((await game.api.post(PATH, extra)).body).to.deep.equal({ accepted: 1 });
    expect(await stored()).to.deep.equal([{ day: TODAY, event_type: 'share', count: 1 }]);
  });

  it('given a full batch of 50, then all are taken; 51, or none, are refused whole', async () => {
    const full = await game.api.post(PATH, batch(...Array<string>(50).fill('page_view')));
    expect([full.status, full.body]).to.deep.equal([202, { accepted: 50 }]);
    const over = await game.api.post(PATH, batch(...Array<string>(51).fill('page_view')));
    expectError(over, 400, 'INVALID_ANALYTICS_BATCH');
    expectError(await game.api.post(PATH, batch()), 400, 'INVALID_ANALYTICS_BATCH');
    expect(await stored()).to.deep.equal([{ day: TODAY, event_type: 'page_view', count: 50 }]);
  });

  it('given an unknown type or an event that is not an object, then 400 and nothing of the batch is stored', async () => {
    const bad: unknown[] = [
      batch('page_view', 'purchase'),
      { events: [{ type: 'page_view' }, 'page_view'] },
      { events: [{ type: 'page_view' }, null] },
      { events: [{}] },
      { events: 'page_view' },
      {},
      [{ type: 'page_view' }],
    ];
    for (const body of bad) {
      const answer = await game.api.post(PATH, body);
      expectError(answer, 400, 'INVALID_ANALYTICS_BATCH');
      // The refusal names where the batch is wrong, never what was sent.
      expect(JSON.stringify(answer.body)).not.to.include('purchase');
    }
    expectError(await game.api.post(PATH, '{"events": ['), 400, 'INVALID_JSON');
    expect(await stored()).to.deep.equal([]);
  });

  it("given the instance's midnight passed while UTC is still on the old date, then the events count on the instance's new day", async () => {
    // 21:30 UTC is 00:30 in Helsinki, the fi instance's zone.
    game.clock.set(`${TODAY}T21:30:00.000Z`);
    expect((await game.api.post(PATH, batch('game_started'))).status).to.equal(202);
    expect(await stored()).to.deep.equal([{ day: TOMORROW, event_type: 'game_started', count: 1 }]);
  });

  it('given the stored table, then it has a day, a type and a count, and no column that could point to a person', async () => {
    const columns = await databaseOf(game)
      .knex('information_schema.columns')
      .where({ table_name: TABLE })
      .andWhereRaw('table_schema = current_schema()')
      .orderBy('column_name')
      .pluck('column_name');
    expect(columns).to.deep.equal(['count', 'day', 'event_type']);
  });

  it('given each event type, then the table takes it, and the store refuses a type the contract does not name', async () => {
    expect((await game.api.post(PATH, batch(...ANALYTICS_EVENT_TYPES))).body).to.deep.equal({ accepted: 5 });
    const unknown = databaseOf(game).knex(TABLE).insert({ day: TODAY, event_type: 'ip:1.2.3.4', count: 1 });
    expect((await rejectionOf(unknown)).message).to.include('analytics_daily_counts_type');
  });
});

describe('API | Analytics | Limits and outages', function () {
  this.timeout(60_000);
  let server: TestServer;

  // Behind a trusted proxy each test speaks from an address of its own, so their allowances never mix.
  before(async () => {
    server = await startTestServer({ env: { INSTANCES: 'fi', TRUST_PROXY: 'true' } });
  });

  after(async () => {
    await server?.dispose();
  });

  const from = (address: string) => ({ 'X-Forwarded-For': address });

  it('given one address sending batch after batch, then past the limit 429 with Retry-After, other addresses still counted', async () => {
    const api = apiCaller(server.url);
    for (let i = 0; i < ANALYTICS_LIMIT.points; i++)
      expect((await api.post(PATH, batch('page_view'), undefined, from('203.0.113.7'))).status).to.equal(202);
    const refused = await api.post(PATH, batch('page_view'), undefined, from('203.0.113.7'));
    expectError(refused, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, ANALYTICS_LIMIT.durationSeconds);
    expect((await api.post(PATH, batch('page_view'), undefined, from('203.0.113.8'))).status).to.equal(202);
  });

  it('given a database that no longer answers, then 503 with Retry-After, never a 500', async () => {
    await server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE).close();
    const answer = await apiCaller(server.url).post(PATH, batch('share'), undefined, from('203.0.113.9'));
    expectError(answer, 503, 'SERVICE_UNAVAILABLE');
    expect(Number(answer.headers.get('retry-after'))).to.be.greaterThan(0);
  });
});
