import { expect } from 'chai';
import { PostgresControlPanelStatisticsQuery } from '../../../adapters/postgres/postgres-control-panel-statistics.query';
import { PostgresDayStatisticsQuery } from '../../../adapters/postgres/postgres-day-statistics.query';
import { PostgresExpiredDataRepository } from '../../../adapters/postgres/postgres-expired-data.repository';
import {
  PRUNE_BATCH_SIZE,
  PruneExpiredData,
} from '../../../application/maintenance/prune-expired-data.use-case';
import type { ExpiredDataRepository, PrunableKind } from '../../../application/ports/expired-data.repository';
import { FakeClock } from '../../support/fake-clock';
import { useSqlDatabase } from '../../support/sql-database';
import { dateDaysAgo, NOW, pruningSeeds, rowsOfGuest } from './pruning-fixture';

const NOTHING = {
  refreshTokens: 0,
  sessions: 0,
  verificationLinks: 0,
  passwordResetLinks: 0,
  guestScores: 0,
  guestNewsReads: 0,
  guestGamesAnonymised: 0,
  guestReviewsAnonymised: 0,
};

// Issue 17: what nobody can use any more goes (ended sessions, spent links, idle guests' data), and nothing
// of an account. Over the real SQL adapter: the pruning is SQL, a copy of it in memory would test the copy.
describe('Application | Maintenance | Pruning expired data', function () {
  this.timeout(30_000);
  const database = useSqlDatabase();
  const seed = pruningSeeds(database);
  const clock = new FakeClock(NOW);
  let batches: Map<PrunableKind, number>;

  /** The use case over the real repository, counting its statements per kind. */
  const pruning = () => {
    const real = new PostgresExpiredDataRepository(database());
    batches = new Map();
    const counting: ExpiredDataRepository = {
      pruneBatch: (kind, cutoffs, limit) => {
        batches.set(kind, (batches.get(kind) ?? 0) + 1);
        return real.pruneBatch(kind, cutoffs, limit);
      },
    };
    return new PruneExpiredData(clock, counting);
  };
  const ids = async (table: string, column: string) =>
    ((await database().knex(table).orderBy(column).pluck(column)) as string[]).sort();

  it('given ended and live sessions and links, then exactly the ended sessions with their tokens and the used or expired links go', async () => {
    const player = await seed.user('kaisa');
    const live = await seed.session(player, {
      startedDaysAgo: 5,
      tokens: [{ expiresInHours: 600, used: true }, { expiresInHours: 600 }],
    });
    await seed.session(player, {
      startedDaysAgo: 40,
      tokens: [{ expiresInHours: -240 }, { expiresInHours: -240 }],
    });
    await seed.session(player, { startedDaysAgo: 20, revokedDaysAgo: 8, tokens: [{ expiresInHours: 240 }] });
    const revokedLately = await seed.session(player, {
      startedDaysAgo: 20,
      revokedDaysAgo: 2,
      tokens: [{ expiresInHours: 240 }],
    });
    // Started longer ago than a session lasts, but its token is still valid: not ended yet.
    const stillValid = await seed.session(player, { startedDaysAgo: 31, tokens: [{ expiresInHours: 1 }] });
    await seed.link(player, 'verify_email', { expiresInHours: -1 });
    const openVerification = await seed.link(player, 'verify_email', { expiresInHours: 20 });
    await seed.link(player, 'reset_password', { expiresInHours: 0.5, used: true });
    await seed.link(player, 'reset_password', { expiresInHours: -2, used: true });
    const openReset = await seed.link(player, 'reset_password', { expiresInHours: 0.5 });

    const pruned = await pruning().execute();

    expect(pruned).to.deep.equal({
      ...NOTHING,
      refreshTokens: 3,
      sessions: 2,
      verificationLinks: 1,
      passwordResetLinks: 2,
    });
    expect(await ids('session_families', 'id')).to.deep.equal([live, revokedLately, stillValid].sort());
    expect(
      await database().knex('refresh_tokens').whereIn('family_id', [live, revokedLately, stillValid]),
    ).to.have.length(4);
    expect(await ids('refresh_tokens', 'jti_hash')).to.have.length(4);
    expect(await ids('one_time_tokens', 'token_hash')).to.deep.equal([openVerification, openReset].sort());
    expect(await ids('users', 'id')).to.deep.equal([player]);
  });

  it('given guests idle for the retention and guests seen since, then only the idle ones lose their scores and news reads, and their games and reviews stay for the statistics without their id', async () => {
    const idle = 'guest_idle0000000000000001';
    const [playing, reading] = ['guest_playing00000000000001', 'guest_reading00000000000001'];
    const idleGame = await seed.game({ guest_id: idle }, 100);
    await seed.newsRead(idle, 95);
    await seed.game({ guest_id: playing }, 100);
    await seed.game({ guest_id: playing }, 10);
    await seed.game({ guest_id: reading }, 120);
    await seed.newsRead(reading, 3);
    const statistics = new PostgresDayStatisticsQuery(database());
    const panel = new PostgresControlPanelStatisticsQuery(database());
    const figures = async () => ({
      mistakes: await statistics.commonMistakes(dateDaysAgo(100), 10),
      solves: await statistics.categorySolves(dateDaysAgo(100)),
      ratings: await panel.reviewRatings({ from: dateDaysAgo(200), to: dateDaysAgo(0) }),
      players: (
        await database()
          .knex('game_sessions')
          .where({ game_date: dateDaysAgo(100) })
      ).length,
    });
    const [before, activeBefore] = [await figures(), await seed.gamesOf({ guest_id: playing })];

    const pruned = await pruning().execute();

    expect(pruned).to.deep.equal({
      ...NOTHING,
      guestScores: 1,
      guestNewsReads: 1,
      guestGamesAnonymised: 1,
      guestReviewsAnonymised: 1,
    });
    expect(await rowsOfGuest(database(), idle)).to.equal(0);
    const anonymised = await database().knex('game_sessions').where({ id: idleGame }).first();
    expect(anonymised.guest_id).to.equal(`anonymised_${idleGame}`);
    expect(await database().knex('attempted_categories').where({ session_id: idleGame })).to.have.length(2);
    expect(await figures()).to.deep.equal(before);
    expect(await seed.gamesOf({ guest_id: playing })).to.deep.equal(activeBefore);
    expect(await rowsOfGuest(database(), playing)).to.equal(6);
    expect(await rowsOfGuest(database(), reading)).to.equal(4);
  });

  it("given an account's old games, some moved from its guest days, and its sessions and links, then none of it is touched", async () => {
    const player = await seed.user('vanha');
    await seed.game({ user_id: player }, 400);
    // Carried over at registration: the rows hold the user's id now, not the guest's.
    await seed.game({ user_id: player }, 150);
    await seed.session(player, { startedDaysAgo: 1, tokens: [{ expiresInHours: 700 }] });
    await seed.link(player, 'verify_email', { expiresInHours: 10 });
    const before = await seed.gamesOf({ user_id: player });

    expect(await pruning().execute()).to.deep.equal(NOTHING);

    expect(await seed.gamesOf({ user_id: player })).to.deep.equal(before);
    expect(await database().knex('session_families')).to.have.length(1);
    expect(await database().knex('one_time_tokens')).to.have.length(1);
  });

  it('given a run done, then the next run finds nothing and changes nothing', async () => {
    const player = await seed.user('toinen');
    await seed.session(player, { startedDaysAgo: 40, tokens: [{ expiresInHours: -100 }] });
    await seed.game({ guest_id: 'guest_gone0000000000000001' }, 200);
    await seed.game({ user_id: player }, 200);
    const first = await pruning().execute();
    expect(first).to.include({ sessions: 1, guestScores: 1, guestGamesAnonymised: 1 });
    const [sessionsAfter, gamesAfter] = [
      await ids('game_sessions', 'guest_id'),
      await seed.gamesOf({ user_id: player }),
    ];

    expect(await pruning().execute()).to.deep.equal(NOTHING);

    expect(await ids('game_sessions', 'guest_id')).to.deep.equal(sessionsAfter);
    expect(await seed.gamesOf({ user_id: player })).to.deep.equal(gamesAfter);
  });

  it('given a backlog larger than a batch, then it goes in statements of at most a batch each, all of it', async () => {
    const player = await seed.user('jono');
    const backlog = PRUNE_BATCH_SIZE * 2 + 345;
    const rows = Array.from({ length: backlog }, (_, i) => ({
      token_hash: `expired-${i}`,
      user_id: player,
      purpose: 'verify_email',
      expires_at: new Date(NOW.getTime() - 1_000),
    }));
    for (let i = 0; i < rows.length; i += 1_000) {
      await database()
        .knex('one_time_tokens')
        .insert(rows.slice(i, i + 1_000));
    }

    const pruned = await pruning().execute();

    expect(pruned.verificationLinks).to.equal(backlog);
    expect(batches.get('verificationLinks')).to.equal(3);
    expect(batches.get('passwordResetLinks')).to.equal(1);
    expect(await database().knex('one_time_tokens')).to.have.length(0);
  });
});
