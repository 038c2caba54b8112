import { expect } from 'chai';
import type { RebuildEvent } from '../../../application/standings/rebuild-standings.use-case';
import { daysAgo, TODAY, useStandings } from './standings-fixture';

// Podiums of finished dates, the day rollover and the full rebuild (DESIGN 6).

const podiumOf = async (standings: ReturnType<typeof useStandings>, user: string) =>
  (await standings.parts().achievements.owned(user))
    .filter((entry) => entry.type.startsWith('PODIUM_'))
    .map(({ type, count }) => `${type}x${count}`);

describe('Application | Standings | Podiums, rollover and rebuild', function () {
  this.timeout(30_000);
  const standings = useStandings();

  beforeEach(async () => {
    await standings.publish(daysAgo(3), daysAgo(2), daysAgo(1), TODAY);
  });

  it('given a finished date with a tie for first, then both get gold, the next place is third, nobody silver', async () => {
    const [a, b, c, d] = [
      await standings.aUser(),
      await standings.aUser(),
      await standings.aUser(),
      await standings.aUser(),
    ];
    await standings.record(a, daysAgo(1), { score: 9_000 });
    await standings.record(b, daysAgo(1), { score: 9_000 });
    await standings.record(c, daysAgo(1), { score: 8_000 });
    await standings.record(d, daysAgo(1), { score: 7_000 });

    await standings.parts().decidePodiums.before(TODAY);

    expect(await podiumOf(standings, a)).to.deep.equal(['PODIUM_FIRSTx1']);
    expect(await podiumOf(standings, b)).to.deep.equal(['PODIUM_FIRSTx1']);
    expect(await podiumOf(standings, c)).to.deep.equal(['PODIUM_THIRDx1']);
    expect(await podiumOf(standings, d)).to.deep.equal([]);
  });

  it('given losses, forfeits and a flagged cheater, then none of them stands on the podium', async () => {
    const [winner, loser, cheater] = [
      await standings.aUser(),
      await standings.aUser(),
      await standings.aUser(),
    ];
    await standings.record(cheater, daysAgo(2), { score: 9_900 });
    await standings.record(cheater, daysAgo(1), { score: 0, status: 'cheater' });
    await standings.record(winner, daysAgo(2), { score: 5_000 });
    await standings.record(loser, daysAgo(2), { score: 0, status: 'lost' });

    await standings.parts().decidePodiums.before(TODAY);

    expect(await podiumOf(standings, winner)).to.deep.equal(['PODIUM_FIRSTx1']);
    expect(await podiumOf(standings, loser)).to.deep.equal([]);
    expect(await podiumOf(standings, cheater)).to.deep.equal([]);
  });

  it("given today's scores, then today has no podium yet; after the date turns the rollover decides it once", async () => {
    const user = await standings.aUser();
    await standings.record(user, TODAY, { score: 8_000 });

    const first = await standings.parts().rollover.tick();
    expect(first).to.include({ podiums: 'ran', refresh: 'ran' });
    expect(await podiumOf(standings, user)).to.deep.equal([]);
    expect((await standings.parts().rollover.tick()).podiums).to.equal('alreadyDone');

    standings.clock.advance(24 * 3_600_000);
    await standings.publish('2026-03-21');
    expect((await standings.parts().rollover.tick()).podiums).to.equal('ran');
    await standings.parts().rollover.tick();
    expect(await podiumOf(standings, user)).to.deep.equal(['PODIUM_FIRSTx1']);
  });

  it('given a date already decided, then a later, better score of that date does not change its podium', async () => {
    const [early, late] = [await standings.aUser(), await standings.aUser()];
    await standings.record(early, daysAgo(1), { score: 6_000 });
    await standings.parts().decidePodiums.before(TODAY);
    await standings.record(late, daysAgo(1), { score: 9_999 });
    await standings.parts().decidePodiums.before(TODAY);

    expect(await podiumOf(standings, early)).to.deep.equal(['PODIUM_FIRSTx1']);
    expect(await podiumOf(standings, late)).to.deep.equal([]);
  });

  it('given a streak and a day nobody played, then the rollover of the next day breaks it', async () => {
    const user = await standings.aUser();
    await standings.record(user, daysAgo(2));
    await standings.record(user, daysAgo(1));
    expect((await standings.parts().scoreboard.streak(user)).currentStreak).to.equal(2);

    standings.clock.advance(2 * 24 * 3_600_000); // today unplayed, then the next day
    await standings.publish('2026-03-21', '2026-03-22');
    await standings.parts().rollover.tick();

    expect(await standings.parts().scoreboard.streak(user)).to.deep.equal({
      currentStreak: 0,
      maxStreak: 2,
      losingStreak: 0,
    });
  });

  it('given standings lost or wrong, then the rebuild recomputes them from the scores and reports its progress', async () => {
    const [a, b] = [await standings.aUser(), await standings.aUser()];
    await standings.record(a, daysAgo(2), { score: 7_000 });
    await standings.record(a, daysAgo(1), { score: 0, status: 'lost' });
    await standings.record(b, TODAY, { score: 5_000 });
    const before = {
      a: await standings.parts().standings.find(a),
      b: await standings.parts().standings.find(b),
    };
    await standings.parts().db.knex('standings').where({ user_id: a }).delete();
    await standings.parts().db.knex('standings').where({ user_id: b }).update({ games_played: 99 });

    const events: RebuildEvent[] = [];
    const last = await standings.parts().rebuild.run((event) => events.push(event));

    expect(last).to.include({ type: 'complete', players: 2 });
    expect(events.map((event) => event.type)).to.deep.equal(['start', 'progress', 'progress', 'complete']);
    expect(events[0]).to.deep.equal({ type: 'start', totalPlayers: 2 });
    expect(await standings.parts().standings.find(a)).to.deep.equal(before.a);
    expect(await standings.parts().standings.find(b)).to.deep.equal(before.b);
    expect(await podiumOf(standings, a)).to.deep.equal(['PODIUM_FIRSTx1']);
  });

  it('given a rebuild told to stop (its job taken over, or the server stopping), then it ends with an error and writes nothing more', async () => {
    const a = await standings.aUser();
    await standings.record(a, TODAY, { score: 6_000 });
    await standings.parts().db.knex('standings').where({ user_id: a }).update({ games_played: 99 });
    const stop = new AbortController();
    stop.abort(new Error('Another process took the job over'));

    const last = await standings.parts().rebuild.run(() => {}, stop.signal);

    expect(last).to.deep.equal({ type: 'error', message: 'Another process took the job over' });
    expect(await standings.parts().standings.find(a)).to.include({ gamesPlayed: 99 });
  });
});
