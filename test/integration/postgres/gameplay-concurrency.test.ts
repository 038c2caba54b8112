import { expect } from 'chai';
import { KNEX_DATABASE, type KnexDatabase } from '../../../adapters/postgres/knex-database';
import { rowOf } from '../../../adapters/postgres/game-session-rows';
import {
  GAME_SESSION_REPOSITORY,
  type GameSessionRepository,
} from '../../../application/ports/game-session.repository';
import { guestPlayer } from '../../../application/ports/player';
import type { Answer } from '../../support/api-client';
import { aGameSession } from '../../support/builders/game-session.builder';
import { FakeClock } from '../../support/fake-clock';
import { CLOCK_START, TODAY, useGameServer, type AnyPlayer } from '../../support/game-api';
import { pendingWithoutInfrastructure, testDatabase } from '../../support/infrastructure';

// DESIGN 5: every action is safe under concurrency. Parallel calls of one player go through the HTTP
// server to real PostgreSQL, where each request is a transaction of its own on a pool of connections.

/** Moves a millisecond at every reading, so that two requests never see the same instant. */
class TickingClock extends FakeClock {
  override now(): Date {
    this.advance(1);
    return super.now();
  }
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).sort();

describe('Integration | PostgreSQL | Gameplay under concurrency', function () {
  this.timeout(60_000);
  before(async function () {
    if ((await testDatabase()).engine !== 'postgres') pendingWithoutInfrastructure(this, 'PostgreSQL server');
  });
  const game = useGameServer(new TickingClock(CLOCK_START));
  const db = () => game.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE).knex;
  /** Until a statement waits for a lock the transaction on backend `pid` holds. */
  const untilBlockedBy = async (pid: number) => {
    const blocked = async () =>
      (await db().raw('select 1 from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [pid])).rows
        .length > 0;
    for (let tries = 0; !(await blocked()); tries++) {
      if (tries === 500) throw new Error(`nothing waited for backend ${pid}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const rowsOf = (table: string, player: AnyPlayer) =>
    db()(table)
      .where({ game_date: TODAY })
      .where(player.kind === 'registered' ? { user_id: player.userId } : { guest_id: player.guestId });

  for (const kind of ['registered', 'guest'] as const) {
    it(`given 20 parallel wrong checks of a new ${kind} session, then one session and one mistake per distinct combination`, async () => {
      const [player, puzzle] = [await game.player(kind), await game.puzzle()];
      const combinations = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => puzzle.wrong(n));
      const sent = Array.from({ length: 20 }, (_, i) => combinations[i % combinations.length] as string[]);
      const answers = await Promise.all(sent.map((words) => player.check(words)));

      expect(statuses(answers)).to.deep.equal(Array(20).fill(200));
      expect(answers.filter((answer) => !answer.body.alreadyTried)).to.have.length(8);
      const sessions = await rowsOf('game_sessions', player);
      expect(sessions).to.have.length(1);
      expect(sessions[0]).to.include({ mistakes: 8, status: 'playing' });
      const startTimes = new Set(answers.map((answer) => answer.body.session.startTime));
      expect([...startTimes]).to.deep.equal([new Date(sessions[0].start_time).toISOString()]);
      expect(await db()('attempted_categories').where({ session_id: sessions[0].id })).to.have.length(8);
      expect((await player.state()).body).to.include({ mistakes: 8, score: 6000 });
    });
  }

  it('given 10 parallel first session starts, then one session with one startTime', async () => {
    const player = await game.registered();
    const answers = await Promise.all(Array.from({ length: 10 }, () => player.start()));
    expect(statuses(answers)).to.deep.equal(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.startTime)).size).to.equal(1);
    expect(await rowsOf('game_sessions', player)).to.have.length(1);
  });

  for (const kind of ['registered', 'guest'] as const) {
    it(`given 10 parallel calls that each end a ${kind} game, then one game_scores row that matches the session`, async () => {
      const [player, puzzle] = [await game.player(kind), await game.puzzle()];
      for (const position of [0, 1, 2, 3]) await player.check(puzzle.words(position));
      const enders: (() => Promise<Answer>)[] = [
        () => player.check(puzzle.words(4)),
        () => player.forfeit(),
        () => player.endSession(),
        ...(kind === 'registered'
          ? [() => player.post('/game/submit-score', { gameDate: TODAY, completedCategories: [0, 1, 2, 3] })]
          : []),
      ];
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => enders[i % enders.length]!()));
      for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).to.include(answer.status);

      const [session] = await rowsOf('game_sessions', player);
      const scores = await rowsOf('game_scores', player);
      expect(scores).to.have.length(1);
      expect(['won', 'forfeit']).to.include(session.status);
      expect(scores[0]).to.include({ status: session.status, score: session.final_score });
    });
  }

  it('given 10 parallel cheating submissions, then one game_scores row, cheater with score 0', async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle()];
    await player.check(puzzle.words(2));
    const claim = { gameDate: TODAY, completedCategories: [0, 1, 2, 3, 4], timeElapsed: 5 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => player.post('/game/submit-score', claim)),
    );
    expect(statuses(answers)).to.deep.equal(Array(10).fill(200));
    const scores = await rowsOf('game_scores', player);
    expect(scores.map((row) => [row.status, row.score])).to.deep.equal([['cheater', 0]]);
  });

  it('given a first turn whose session a parallel transaction is inserting, then startOrRead waits for it and answers neither started nor read', async () => {
    const sessions = game.server.containers.get('fi')!.get<GameSessionRepository>(GAME_SESSION_REPOSITORY);
    const theirs = aGameSession().of(guestPlayer('guest_race0000race0000')).on(TODAY).build();
    const ours = aGameSession().of(theirs.player).on(TODAY).build();
    const inserting = await db().transaction();
    try {
      await inserting('game_sessions').insert(rowOf(theirs));
      const pid = (await inserting.raw('select pg_backend_pid() as pid')).rows[0].pid as number;
      const answer = sessions.startOrRead(ours);
      await untilBlockedBy(pid);
      await inserting.commit();

      expect(await answer).to.equal(null);
    } finally {
      if (!inserting.isCompleted()) await inserting.rollback();
    }
    expect((await sessions.readForTurn(theirs.player, TODAY))?.session.id).to.equal(theirs.id);
  });
});
