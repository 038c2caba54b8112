import { expect } from 'chai';
import { JOB_STORE, type JobStore } from '../../application/ports/job-store.port';
import { RECALCULATION_JOB } from '../../application/scores/recalculate-scoreboards.use-case';
import { expectError, solveAll, TODAY, useGameServer } from '../support/game-api';
import { readEventStream } from '../support/event-stream';
import { auditOf, databaseOf, staffMember, type Staff } from '../support/manage-api';

// Score corrections and the recalculation of all scoreboards (admin spec 7 "Statistics and scores", DESIGN 11).

describe('API | Control panel | Scores and the recalculation', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let admin: Staff;

  before(async () => {
    admin = await staffMember(game, ['admin']);
  });

  const knex = () => databaseOf(game).knex;
  const scoreOf = async (userId: string) =>
    knex()('game_scores').where({ user_id: userId, game_date: TODAY }).first();
  const achievementsOf = async (userId: string) =>
    knex()('player_achievements').where({ user_id: userId }).orderBy('type').pluck('type');

  describe('PUT /manage/scores/{id}', () => {
    it('given a won game, when the admin lowers its score, then the standing follows in the same answer', async () => {
      const player = await game.registered();
      await solveAll(player, await game.puzzle(TODAY));
      const stored = await scoreOf(player.userId);

      const edited = await admin.put(`/manage/scores/${stored.id}`, { score: 4_000 });
      expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
      expect(edited.body.score).to.include({ id: stored.id, date: TODAY, score: 4_000, status: 'won' });
      expect(edited.body.standing).to.include({ gamesPlayed: 1, wins: 1, avgScore: 4_000, bestScore: 4_000 });
      const details = await admin.get(`/manage/users/${player.userId}/details`);
      expect(details.body.standing).to.include({ avgScore: 4_000 });
      const audit = await auditOf(game, stored.id);
      expect(audit[0]).to.deep.include({ action: 'score.edit', actor_name: admin.username });
      expect(audit[0].before).to.include({ score: stored.score });
    });

    it('given a won game made a cheater’s, then it scores 0, the win and the game’s achievements go', async () => {
      const player = await game.registered();
      await solveAll(player, await game.puzzle(TODAY));
      const stored = await scoreOf(player.userId);
      expect(await achievementsOf(player.userId)).to.include('PERFECT_GAME');

      const edited = await admin.put(`/manage/scores/${stored.id}`, { status: 'cheater' });
      expect(edited.body.score).to.include({ score: 0, status: 'cheater' });
      expect(edited.body.standing).to.include({ wins: 0 });
      expect(await achievementsOf(player.userId)).to.not.include('PERFECT_GAME');
      expect((await knex()('users').where({ id: player.userId }).first('is_cheater')).is_cheater).to.equal(
        true,
      );

      const restored = await admin.put(`/manage/scores/${stored.id}`, { status: 'won', score: stored.score });
      expect(restored.body.standing).to.include({ wins: 1, bestScore: stored.score });
      expect(await achievementsOf(player.userId)).to.include('PERFECT_GAME');
      expect((await knex()('users').where({ id: player.userId }).first('is_cheater')).is_cheater).to.equal(
        false,
      );
    });

    it('answers 400 for figures no game has, 404 for an unknown score, and changes nothing', async () => {
      const player = await game.registered();
      await solveAll(player, await game.puzzle(TODAY));
      const stored = await scoreOf(player.userId);
      for (const body of [
        { score: 10_001 },
        { status: 'lost', score: 100 },
        { mistakes: -1 },
        {},
        { status: 'playing' },
      ]) {
        expectError(await admin.put(`/manage/scores/${stored.id}`, body), 400, 'VALIDATION_ERROR');
      }
      expect(await scoreOf(player.userId)).to.deep.equal(stored);
      expectError(await admin.put('/manage/scores/nothing', { score: 1 }), 404, 'SCORE_NOT_FOUND');
    });

    it('is the admin’s alone: a game manager is refused', async () => {
      const manager = await staffMember(game, ['gameManager']);
      expectError(await manager.put('/manage/scores/nothing', { score: 1 }), 403, 'FORBIDDEN');
      expectError(await manager.get('/manage/scoreboards/recalculate'), 403, 'FORBIDDEN');
    });
  });

  describe('POST /manage/scoreboards/recalculate', () => {
    const streamUrl = (path: string) => `${game.server.url}/fi/api/manage/scoreboards/recalculate${path}`;
    // The stream is read with fetch as the browser reads it, so this suite keeps an admin's own token.
    let token = '';

    before(async () => {
      const player = await game.registered();
      token = player.token;
      await knex()('users')
        .where({ id: player.userId })
        .update({ roles: ['admin'] });
      await solveAll(player, await game.puzzle(TODAY));
    });
    const authorized = (method: string): RequestInit => ({
      method,
      headers: { authorization: `Bearer ${token}` },
    });

    it('streams start, progress and complete as server-sent events, and the job stays to be read', async () => {
      const stream = await readEventStream(streamUrl(''), authorized('POST'));
      expect(stream.status).to.equal(200);
      expect(stream.contentType).to.match(/^text\/event-stream/);
      const names = stream.events.map((event) => event.event);
      expect(names[0]).to.equal('start');
      expect(names.at(-1)).to.equal('complete');
      const complete = stream.events.at(-1)!.data as {
        state: string;
        result: { players: number };
        jobId: string;
      };
      expect(complete.state).to.equal('complete');
      expect(complete.result.players).to.be.greaterThan(0);

      const latest = await game.api.get('/manage/scoreboards/recalculate', token);
      expect(latest.body.job).to.include({ jobId: complete.jobId, state: 'complete', phase: 'done' });
      // Reconnecting to a finished job answers its end at once.
      const again = await readEventStream(streamUrl(`/events?jobId=${complete.jobId}`), authorized('GET'));
      expect(again.events.map((event) => event.event)).to.deep.equal(['complete']);
    });

    it('given a job running in another process, then a second request is told (409) and can follow it', async () => {
      const jobId = '11111111-1111-4111-8111-111111111111';
      await knex()('jobs').insert({
        id: jobId,
        kind: RECALCULATION_JOB,
        state: 'running',
        progress: JSON.stringify({ phase: 'standings', done: 2_000, total: 8_000 }),
        started_by_name: 'toinen',
        started_at: knex().fn.now(),
        heartbeat_at: knex().fn.now(),
      });
      try {
        const refused = await readEventStream(streamUrl(''), authorized('POST'));
        expect(refused.status).to.equal(409);
        const body = JSON.parse(refused.body);
        expect(body.code).to.equal('RECALCULATION_RUNNING');
        expect(body.details.progress).to.include({ jobId, done: 2_000, total: 8_000, startedBy: 'toinen' });

        const followed = await readEventStream(streamUrl('/events'), authorized('GET'), 2);
        expect(followed.events[0]).to.deep.include({ event: 'start' });
        expect(followed.events[0]!.data).to.include({ jobId, state: 'running' });
        // Nothing moved, yet a running job is reported again within a second or so.
        expect(followed.events[1]).to.deep.include({ event: 'progress' });
      } finally {
        await knex()('jobs').where({ id: jobId }).update({ state: 'error', finished_at: knex().fn.now() });
      }
    });

    it('given a running job whose process died (no heartbeat for 30 s), then a new request takes over', async () => {
      const jobId = '22222222-2222-4222-8222-222222222222';
      const longAgo = knex().raw("now() - interval '1 minute'");
      await knex()('jobs').insert({
        id: jobId,
        kind: RECALCULATION_JOB,
        state: 'running',
        progress: '{}',
        started_by_name: 'kaatunut',
        started_at: longAgo,
        heartbeat_at: longAgo,
      });
      const stream = await readEventStream(streamUrl(''), authorized('POST'));
      expect(stream.events.at(-1)!.event).to.equal('complete');
      expect(await knex()('jobs').where({ id: jobId }).first('state')).to.deep.equal({ state: 'error' });
    });

    it('given a running job silent for 30 s, then reading it finds it failed and its stream ends', async () => {
      const jobId = '55555555-5555-4555-8555-555555555555';
      await knex()('jobs').insert({
        id: jobId,
        kind: RECALCULATION_JOB,
        state: 'running',
        progress: '{}',
        started_by_name: 'hiljainen',
        started_at: knex().raw("now() - interval '5 minutes'"),
        heartbeat_at: knex().raw("now() - interval '31 seconds'"),
      });
      const stream = await readEventStream(streamUrl(`/events?jobId=${jobId}`), authorized('GET'));
      expect(stream.events.map((event) => event.event)).to.deep.equal(['error']);
      expect(stream.events[0]!.data).to.include({ jobId, state: 'error' });
      expect(await knex()('jobs').where({ id: jobId }).first('state')).to.deep.equal({ state: 'error' });
    });

    it('given two requests at the same moment, then exactly one job starts', async () => {
      const jobs = game.server.containers.get('fi')!.get<JobStore>(JOB_STORE);
      const claim = (id: string) =>
        jobs.claim({ id, kind: 'test.once', progress: {}, startedBy: null, startedByName: 'test' }, 30_000);
      const claims = await Promise.all([
        claim('33333333-3333-4333-8333-333333333333'),
        claim('44444444-4444-4444-8444-444444444444'),
      ]);
      expect(claims.map((c) => c.claimed).sort()).to.deep.equal([false, true]);
    });
  });
});
