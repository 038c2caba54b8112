import { expect } from 'chai';
import { PostgresDailyJobs } from '../../../adapters/postgres/postgres-daily-jobs';
import { PostgresExpiredDataRepository } from '../../../adapters/postgres/postgres-expired-data.repository';
import { GameCalendar } from '../../../application/gameplay/game-calendar';
import { DailyDataPruning } from '../../../application/maintenance/daily-data-pruning';
import { PruneExpiredData } from '../../../application/maintenance/prune-expired-data.use-case';
import { DAY_MS } from '../../../domain/constants/time.constants';
import { FakeClock } from '../../support/fake-clock';
import { TEST_INSTANCE } from '../../support/fakes/accounts-fixture';
import { useSqlDatabase } from '../../support/sql-database';
import { NOW, pruningSeeds } from './pruning-fixture';

// The pruning rides on the daily job mechanism (DESIGN 11): every process asks each minute, one of them
// prunes once a day. Each DailyDataPruning here stands for one process, with its own job claims.
describe('Application | Maintenance | Daily data pruning', function () {
  this.timeout(30_000);
  const database = useSqlDatabase();
  const seed = pruningSeeds(database);
  const clock = new FakeClock(NOW);

  const aProcess = () => {
    const db = database();
    const calendar = new GameCalendar(clock, TEST_INSTANCE, { findPublished: async () => null });
    const prune = new PruneExpiredData(clock, new PostgresExpiredDataRepository(db));
    return new DailyDataPruning(new PostgresDailyJobs(db), calendar, prune);
  };

  beforeEach(() => clock.set(NOW));

  it('given two processes asking at the same moment, then one prunes and the other does not; later that day nobody does', async () => {
    const player = await seed.user('kaksi');
    await seed.session(player, { startedDaysAgo: 40, tokens: [{ expiresInHours: -24 }] });
    await seed.link(player, 'reset_password', { expiresInHours: -1 });

    const runs = await Promise.all([aProcess().tick(), aProcess().tick()]);

    const others = runs.filter((run) => run.outcome !== 'ran').map((run) => run.outcome);
    // The other one found the day claimed, or being claimed: either way it leaves the work alone.
    expect(others).to.have.length(1);
    expect(others[0]).to.be.oneOf(['busy', 'alreadyDone']);
    expect(runs.find((run) => run.outcome === 'ran')).to.deep.equal({
      outcome: 'ran',
      pruned: {
        refreshTokens: 1,
        sessions: 1,
        verificationLinks: 0,
        passwordResetLinks: 1,
        guestScores: 0,
        guestNewsReads: 0,
        guestGamesAnonymised: 0,
        guestReviewsAnonymised: 0,
      },
    });

    clock.advance(6 * 3_600_000);
    await seed.link(player, 'reset_password', { expiresInHours: -10 });
    expect(await aProcess().tick()).to.deep.equal({ outcome: 'alreadyDone' });
    expect(await database().knex('one_time_tokens')).to.have.length(1);
  });

  it('given the next day, then it prunes again what expired since', async () => {
    const player = await seed.user('huominen');
    expect((await aProcess().tick()).outcome).to.equal('ran');
    await seed.link(player, 'verify_email', { expiresInHours: 2 });

    clock.advance(DAY_MS);
    const next = await aProcess().tick();

    expect(next.outcome).to.equal('ran');
    expect(next.outcome === 'ran' && next.pruned.verificationLinks).to.equal(1);
  });

  it('given a stop asked for, then the run ends before its next batch and the day still counts as done', async () => {
    const player = await seed.user('pysahdys');
    await seed.link(player, 'verify_email', { expiresInHours: -1 });
    const stopping = new AbortController();
    stopping.abort();

    const run = await aProcess().tick(stopping.signal);

    expect(run.outcome === 'ran' && run.pruned.verificationLinks).to.equal(0);
    expect(await database().knex('one_time_tokens')).to.have.length(1);
    expect(await aProcess().tick()).to.deep.equal({ outcome: 'alreadyDone' });
  });
});
