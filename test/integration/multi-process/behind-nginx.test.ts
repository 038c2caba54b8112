import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import { LOGIN_LIMITS } from '../../../adapters/security/rate-limiters';
import { callerFrom } from '../../support/address-caller';
import { apiCaller, signUp, type Answer, type ApiCaller } from '../../support/api-client';
import { readTimedEvents } from '../../support/event-stream';
import { pendingWithoutInfrastructure } from '../../support/infrastructure';
import { nginxBinary, startBalancer, type Balancer } from '../../support/nginx-balancer';
import {
  sharedEngines,
  signInAdmin,
  startServerCluster,
  type ServerCluster,
} from '../../support/server-cluster';
import { keyOf, playAtOnce, storedPlays, wrongGuesses, type LoadCall } from './guest-load';
import { seedScoredPlayers } from './scored-players';

// Issue 17: three server processes on one PostgreSQL and one Redis behind nginx, configured by the
// production file (docker/nginx.conf: round robin, no sticky sessions), so that consecutive requests of one
// player land on different processes. Whatever one process did, the others must know through PostgreSQL
// and Redis alone. nginx's access log names the process that served each request, by the request id nginx
// gave it (which a server trusting its proxy echoes as X-Request-Id): each check shows its requests spread.

/** Enough players that recalculating every scoreboard takes about a second (more on a busy machine). */
const SEEDED_PLAYERS = 12_000;
const LOAD_GUESTS = 24;
const GUESSES_EACH = 12;
const PASSWORD = 'Salainen1!';

const ok = (status: number) => status >= 200 && status < 300;
const idOf = (answer: Answer) => answer.headers.get('x-request-id');
const newGuest = () => ({ 'X-Guest-ID': `guest_${randomBytes(12).toString('hex')}` });

describe('Integration | Multi-process | Three server processes behind nginx', function () {
  this.timeout(60_000);
  let cluster: ServerCluster | undefined;
  let balancer: Balancer | undefined;
  let knex: Knex | undefined;
  /** The instance through nginx. */
  let api: ApiCaller;
  let token = '';
  let today = '';
  let categories: { words: string[] }[] = [];

  before(async function () {
    this.timeout(90_000);
    const nginx = nginxBinary();
    if (!nginx) return pendingWithoutInfrastructure(this, 'nginx');
    const engines = await sharedEngines();
    if (!engines) return pendingWithoutInfrastructure(this, 'Redis and PostgreSQL');
    // TRUST_PROXY as docker/compose.yml sets it: a client is the address nginx forwards, not nginx's own.
    cluster = await startServerCluster(engines, 3, { TRUST_PROXY: 'true' });
    balancer = await startBalancer(
      nginx,
      cluster.processes.map(({ port }) => port),
    );
    api = apiCaller(balancer.origin, cluster.slug);
    const connection = engines.databaseUrl;
    knex = knexFactory({ client: 'pg', connection, searchPath: [cluster.schema], pool: { min: 0, max: 2 } });
    token = await signInAdmin(api, cluster.admin);
    today = (await api.get('/game/daily')).body.today;
    categories = (await api.get(`/manage/games/${today}/categories`, token)).body.categories;
  });

  after(async () => {
    await knex?.destroy();
    await balancer?.stop();
    await cluster?.stop();
  });

  /** The index of the process that answered each request (the last nginx tried), by nginx's access log. */
  const servedBy = async (requestIds: (string | null)[]) => {
    const ports = cluster!.processes.map(({ port }) => port);
    const requests = await balancer!.requestsOf(requestIds);
    return requests.map((request) => ports.indexOf(request.upstreamPorts.at(-1) ?? 0));
  };
  const expectAllThreeServed = async (answers: Answer[]) => {
    const served = await servedBy(answers.map(idOf));
    expect(new Set(served), `served by processes ${served.join(', ')}`).to.deep.equal(new Set([0, 1, 2]));
  };

  it('given a game played through the balancer, then every process took part, it scores once, and ending it again changes nothing', async () => {
    const username = `kiertaja_${randomBytes(3).toString('hex')}`;
    const login = await signUp(api, username, PASSWORD);
    const play = (path: string, body: object = {}) =>
      api.post(path, { gameDate: today, ...body }, login.token);
    const solve = (position: number) =>
      play('/game/check-selection', { selectedWords: categories[position]!.words });
    // Every process reads today's scoreboard first: a copy one of them kept would now be out of date.
    for (const { api: one } of cluster!.processes) {
      expect((await one.get(`/scoreboard/days/${today}`, login.token)).body.total).to.equal(0);
    }

    const moves = [await play('/game/session')];
    for (const position of [0, 1, 2, 3]) moves.push(await solve(position));
    for (const move of moves) expect(move.status, JSON.stringify(move.body)).to.equal(200);
    await expectAllThreeServed(moves);

    // The last category on the three processes at once: one of them ends the game, the others find it over.
    const last = await Promise.all([solve(4), solve(4), solve(4)]);
    await expectAllThreeServed(last);
    const won = last.filter((answer) => answer.status === 200);
    expect(won, JSON.stringify(last.map((answer) => answer.body))).to.have.length(1);
    expect(won[0]!.body.session.gameStatus).to.equal('won');
    const score = won[0]!.body.result.score as number;
    const others = last.filter((answer) => answer.status !== 200);
    expect(others.map((answer) => [answer.status, answer.body.code])).to.deep.equal([
      [409, 'GAME_ALREADY_COMPLETED'],
      [409, 'GAME_ALREADY_COMPLETED'],
    ]);

    // The browser's submission at the end, sent to each process at once (a retry, a second tab): the score
    // stored when the game ended stands, whatever the submission claims.
    const claim = { completedCategories: [0, 1, 2, 3, 4], timeElapsed: 1, gameStatus: 'won' };
    const submitted = await Promise.all([0, 1, 2].map(() => play('/game/submit-score', claim)));
    await expectAllThreeServed(submitted);
    for (const answer of submitted) expect([answer.status, answer.body.score]).to.deep.equal([200, score]);

    // Each process shows the one score on today's scoreboard, and the one game in the player's standing.
    for (const { api: one } of cluster!.processes) {
      const board = (await one.get(`/scoreboard/days/${today}`, login.token)).body;
      expect(board.total, JSON.stringify(board)).to.equal(1);
      expect(board.scores[0]).to.include({ userId: login.user.id, score });
      const profile = (await one.get('/auth/profile', login.token)).body;
      expect(profile.gamesPlayed, JSON.stringify(profile)).to.equal(1);
    }
  });

  it('given failed logins from one address spread over the processes, then the one-process limit refuses the next on every process, for that address only', async () => {
    const username = `kohde_${randomBytes(3).toString('hex')}`;
    await signUp(api, username, PASSWORD);
    // Two clients nginx sees apart; every request reaches the servers from nginx's own address.
    const attacker = callerFrom(balancer!.origin, cluster!.slug, '127.0.0.21');
    const neighbour = callerFrom(balancer!.origin, cluster!.slug, '127.0.0.22');
    const { points } = LOGIN_LIMITS.perUserAndIp;

    const failed: Answer[] = [];
    for (let attempt = 1; attempt <= points; attempt++) {
      failed.push(await attacker.post('/auth/login', { username, password: `Vaara${attempt}!x` }));
    }
    expect(failed.map((answer) => answer.status)).to.deep.equal(Array(points).fill(401));
    await expectAllThreeServed(failed);

    // The right password now, on each process; once with a forged X-Forwarded-For, which does not help:
    // nginx appends the address it saw, and the server reads only that last one.
    const right = { username, password: PASSWORD };
    const blocked = [
      await attacker.post('/auth/login', right),
      await attacker.post('/auth/login', right, { 'X-Forwarded-For': '198.51.100.7' }),
      await attacker.post('/auth/login', right),
    ];
    await expectAllThreeServed(blocked);
    for (const answer of blocked) {
      expect([answer.status, answer.body.code]).to.deep.equal([429, 'TOO_MANY_REQUESTS']);
      expect(Number(answer.headers.get('retry-after'))).to.be.within(
        1,
        LOGIN_LIMITS.perUserAndIp.durationSeconds,
      );
    }
    expect((await neighbour.post('/auth/login', right)).status).to.equal(200);
  });

  it('given guest play turned off through the balancer, then every process refuses a new guest at once, and lets one in at once when it is on again', async () => {
    // Each process on its own port, and three times round the balancer.
    const everyWay = [...cluster!.processes.map((one) => one.api), api, api, api];
    const expectEveryWay = async (on: boolean) => {
      for (const caller of everyWay) {
        const buttons = (await caller.get('/guest/system/buttons/status')).body;
        expect(buttons.showGuestPlayButton).to.equal(on);
        const started = await caller.post('/game/guest/session', { gameDate: today }, undefined, newGuest());
        const seen = on ? [started.status] : [started.status, started.body.code];
        expect(seen, JSON.stringify(started.body)).to.deep.equal(on ? [200] : [403, 'GUEST_PLAY_DISABLED']);
      }
    };
    // Every process has read the switch before it changes.
    await expectEveryWay(true);
    for (const enabled of [false, true]) {
      const toggled = await api.post('/manage/system/guest-play/toggle', { enabled }, token);
      expect([toggled.status, toggled.body]).to.deep.equal([200, { showGuestPlayButton: enabled }]);
      await expectEveryWay(enabled);
    }
  });

  it("given the scoreboards' recalculation started through the balancer, then its progress arrives as it happens, and another process follows it to the end", async () => {
    await seedScoredPlayers(knex!, SEEDED_PLAYERS);
    const url = `${balancer!.origin}/${cluster!.slug}/api/manage/scoreboards/recalculate`;
    const init = { headers: { authorization: `Bearer ${token}` } };
    let follower: ReturnType<typeof readTimedEvents> | undefined;
    // Once the job has started, the next request through nginx follows it from the next process.
    const started = await readTimedEvents(url, { ...init, method: 'POST' }, (event) => {
      const jobId = (event.data as { jobId: string }).jobId;
      if (event.event === 'start') follower = readTimedEvents(`${url}/events?jobId=${jobId}`, init);
    });
    expect(started.status).to.equal(200);
    expect(started.headers.get('content-type')).to.match(/^text\/event-stream/);
    const names = started.events.map((event) => event.event);
    const timeline = started.events
      .map((event) => `${event.event} at ${Math.round(event.atMs)} ms`)
      .join(', ');
    expect(names[0], timeline).to.equal('start');
    expect(names.at(-1), timeline).to.equal('complete');
    expect(names.slice(1, -1), timeline).to.include('progress');
    const complete = started.events.at(-1)!;
    expect((complete.data as { result: { players: number } }).result.players).to.be.at.least(SEEDED_PLAYERS);
    // Held back by a proxy, every event would come at once at the end. The stream reads the job every
    // 250 ms, so unbuffered, a progress event comes at least one read before the end.
    const firstProgress = started.events.find((event) => event.event === 'progress')!;
    expect(complete.atMs - firstProgress.atMs, timeline).to.be.at.least(200);

    const followed = await follower!;
    expect(followed.events.at(-1)).to.deep.include({ event: 'complete', data: complete.data });
    const [runner, watcher] = await servedBy(
      [started.headers, followed.headers].map((h) => h.get('x-request-id')),
    );
    expect(watcher, 'the follower was served by the process running the job').to.not.equal(runner);
  });

  it('given a process killed with SIGKILL under load, then no acknowledged write is lost and none is applied twice', async () => {
    const victim = cluster!.processes[2]!;
    const killAfter = Math.floor((LOAD_GUESTS * (GUESSES_EACH + 1)) / 3);
    let acknowledged = 0;
    let killed = false;
    const afterKill: LoadCall[] = [];
    const calls = await playAtOnce(
      api,
      today,
      wrongGuesses(categories, GUESSES_EACH),
      LOAD_GUESTS,
      (call) => {
        if (killed) afterKill.push(call);
        if (ok(call.status)) acknowledged++;
        if (!killed && acknowledged >= killAfter) {
          killed = victim.started.child.kill('SIGKILL');
        }
      },
    );
    expect(killed, 'the victim was killed under load').to.equal(true);
    await victim.started.exited;
    expect(victim.started.child.signalCode).to.equal('SIGKILL');

    const answered = calls.filter((call) => ok(call.status));
    const failed = calls.filter((call) => !ok(call.status));
    // Only what was on its way to the victim fails: at most one call per guest, as a lost connection.
    expect(
      failed.map((call) => call.status).filter((status) => ![0, 502, 503].includes(status)),
    ).to.deep.equal([]);
    expect(failed.length, 'failed calls').to.be.at.most(LOAD_GUESTS);
    expect(afterKill.filter((call) => ok(call.status)).length, 'answered after the kill').to.be.above(0);
    expect(await servedBy(answered.map((call) => call.requestId)), 'the victim served').to.include(2);

    const guestIds = [...new Set(calls.map((call) => call.guestId))];
    const stored = await storedPlays(knex!, today, guestIds);
    for (const call of answered) {
      const play = stored.get(call.guestId);
      expect(play, `the session of ${call.guestId}`).to.not.equal(undefined);
      if (call.words.length > 0) expect(play!.attempts, call.guestId).to.include(keyOf(call.words));
      // Each guess was sent once: "tried before" would mean one POST applied twice (nginx passing it on).
      expect(call.alreadyTried, `${call.guestId} ${call.words.join()}`).to.equal(false);
    }
    for (const [guestId, play] of stored) {
      // Nothing but what the guest sent: a stored guess without an answer is one whose call failed (the
      // victim stored it, then died before answering).
      const sent = new Set(calls.filter((call) => call.guestId === guestId).map((call) => keyOf(call.words)));
      expect(
        play.attempts.filter((key) => !sent.has(key)),
        `${guestId}'s unsent attempts`,
      ).to.deep.equal([]);
      // Each stored guess was charged once.
      expect(play.mistakes, `${guestId}'s mistakes`).to.equal(play.wrongAttempts);
    }
  });
});
