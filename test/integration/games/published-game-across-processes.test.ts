import { expect } from 'chai';
import { addDays } from '../../../domain/game/calendar';
import type { ApiCaller } from '../../support/api-client';
import { aPuzzle } from '../../support/manage-api';
import { seenWithin } from '../../support/server-cluster';
import { useTwoProcesses } from '../../support/two-processes';

// Every process keeps the day's game it read (application/gameplay/published-games.ts), so that a whole
// country opening the game at midnight costs the database one read per process. A manager's change must
// still reach every process at once: two real server processes on PostgreSQL and Redis, the manager
// works on A, players read on B, whose copy the change must drop over the cache's channel.

/** How long a change made on A may take to be served by B. */
const PROPAGATION_MS = 1_000;

describe("Integration | Games | A manager's change reaches the game every process serves", function () {
  this.timeout(120_000);
  const two = useTwoProcesses();
  let a: ApiCaller;
  let b: ApiCaller;
  let adminToken = '';
  let today = '';

  before(() => {
    ({ a, b, adminToken, today } = two);
  });

  /** The published game of a date as the control panel on A lists it (nobody has played these). */
  const gameOn = async (date: string): Promise<{ _id: string; version: number }> => {
    const listed = await a.get('/manage/games/status/published?limit=50', adminToken);
    expect(listed.status, JSON.stringify(listed.body)).to.equal(200);
    const game = (listed.body.games as { _id: string; date: string; version: number }[]).find(
      (candidate) => candidate.date === date,
    );
    if (!game) throw new Error(`no published game on ${date}`);
    return game;
  };

  it("given today's game served by B, when its words are edited on A, then B serves the new words within a second", async () => {
    const before = (await b.get('/game/daily')).body.gridLayout as string[][];
    // Read twice: the second answer is the copy B keeps.
    expect((await b.get('/game/daily')).body.gridLayout).to.deep.equal(before);
    const puzzle = aPuzzle('kept');
    const game = await gameOn(today);

    const edited = await a.put(
      `/manage/games/${game._id}/words`,
      { categories: puzzle, version: game.version },
      adminToken,
    );
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);

    const newWords = puzzle.flatMap((category) => category.words).sort();
    await seenWithin(
      PROPAGATION_MS,
      "the edited words of today's game on B",
      () => b.get('/game/daily'),
      (answer) =>
        answer.status === 200 &&
        JSON.stringify((answer.body.gridLayout as string[][]).flat().sort()) === JSON.stringify(newWords),
    );
  });

  it("given yesterday's game served by B, when it is deleted on A, then B answers that there is none within a second", async () => {
    const yesterday = addDays(today, -1);
    expect((await b.get(`/game/daily/${yesterday}`)).status).to.equal(200);
    expect((await b.get(`/game/daily/${yesterday}`)).status).to.equal(200);
    const game = await gameOn(yesterday);

    const deleted = await a.delete(`/manage/games/${game._id}?version=${game.version}`, adminToken);
    expect(deleted.status, JSON.stringify(deleted.body)).to.equal(200);

    await seenWithin(
      PROPAGATION_MS,
      "yesterday's game gone on B",
      () => b.get(`/game/daily/${yesterday}`),
      (answer) => answer.status === 404 && answer.body?.code === 'GAME_NOT_FOUND',
    );
  });
});
