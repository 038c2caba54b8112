import { expect } from 'chai';
import type { GameDay, GameDaysResponse } from '../../contracts/game-days.codec';
import {
  PLAYER_KINDS,
  TODAY,
  daysAgo,
  expectError,
  solveAll,
  type AnyPlayer,
  type GamePlayer,
  useGameServer,
} from '../support/game-api';
import { createGame, later, staffMember } from '../support/manage-api';

// GET /game/days (registered) and /game/guest/days (guests): the previous days list asks once a page for the
// days that have a game and how the player's game of each stands. The sample games fill TODAY and the 15
// days before it; this suite adds a published game 20 days back (so 16-19 days back have none), a draft 17
// days back and a published game still to come: neither of the last two may appear.

const OLDEST = daysAgo(20);
const DRAFT = daysAgo(17);
const SAMPLE_DAYS = Array.from({ length: 16 }, (_, n) => daysAgo(n));
const PUBLISHED = [...SAMPLE_DAYS, OLDEST];

const daysPath = (player: GamePlayer, query = '') =>
  `${player.kind === 'guest' ? '/game/guest/days' : '/game/days'}${query}`;

async function daysOf(player: GamePlayer, query = ''): Promise<GameDaysResponse> {
  const answer = await player.get(daysPath(player, query));
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return answer.body as GameDaysResponse;
}

/** 20 wrong guesses of 500 take the score from under 10,000 to 0: the game is lost. */
async function loseByGuessing(player: GamePlayer, date: string, wrong: (n: number) => string[]) {
  let last;
  for (let n = 0; n < 20; n++) last = await player.check(wrong(n), date);
  expect(last?.body.result?.gameStatus, JSON.stringify(last?.body)).to.equal('lost');
}

describe('API | Game | Published days with the player state', function () {
  this.timeout(120_000);
  const game = useGameServer();

  before(async () => {
    const editor = await staffMember(game, ['gameManager']);
    await createGame(editor, OLDEST, 'oldest', true);
    await createGame(editor, DRAFT, 'draft', false);
    await createGame(editor, later(2), 'tomorrow-and-after', true);
  });

  for (const kind of PLAYER_KINDS) {
    it(`given a ${kind} player, then only published days up to today are listed, newest first, numbered`, async () => {
      const player = await game.player(kind);
      const answer = await daysOf(player, '?limit=100');
      expect(answer.today).to.equal(TODAY);
      expect(answer.days.map((day) => day.date)).to.deep.equal(PUBLISHED);
      expect(answer.days.map((day) => day.sequenceNumber)).to.deep.equal(
        PUBLISHED.map((_, index) => PUBLISHED.length - index),
      );
      expect(answer.more).to.equal(false);
      // The number agrees with the day's own page.
      const yesterday = await player.get(`/game/daily/${daysAgo(1)}`);
      expect(yesterday.body.sequenceNumber).to.equal(answer.days[1]?.sequenceNumber);
    });

    it(`given a ${kind} player paging with before, then the pages join into the whole list and say when more remain`, async () => {
      const player = await game.player(kind);
      const first = await daysOf(player, '?limit=7');
      expect(first.days.map((day) => day.date)).to.deep.equal(PUBLISHED.slice(0, 7));
      expect(first.more).to.equal(true);
      const seen: GameDay[] = [...first.days];
      let page = first;
      while (page.more) {
        page = await daysOf(player, `?limit=7&before=${seen[seen.length - 1]?.date}`);
        seen.push(...page.days);
      }
      expect(seen.map((day) => day.date)).to.deep.equal(PUBLISHED);
      // Without a limit, a month's page: everything here, since there are fewer.
      expect((await daysOf(player)).days).to.have.length(PUBLISHED.length);
      // A `before` after today still shows nothing after today.
      expect((await daysOf(player, '?before=2099-01-01&limit=1')).days[0]?.date).to.equal(TODAY);
      expect((await daysOf(player, `?before=${OLDEST}`)).days).to.deep.equal([]);
    });

    it(`given a ${kind} player who won, lost, forfeited, started and skipped days, then each day says so`, async () => {
      const player: AnyPlayer = await game.player(kind);
      const [won, lost, forfeited, playing] = [daysAgo(2), daysAgo(3), daysAgo(4), daysAgo(5)];
      const result = (await solveAll(player, await game.puzzle(won))).body.result;
      const puzzle = await game.puzzle(lost);
      await loseByGuessing(player, lost, (n) => puzzle.wrong(n));
      expect((await player.start(forfeited)).status).to.equal(200);
      expect((await player.forfeit(forfeited)).status).to.equal(200);
      expect((await player.start(playing)).status).to.equal(200);

      const byDate = new Map((await daysOf(player)).days.map((day) => [day.date, day]));
      const stateOf = (date: string) => {
        const day = byDate.get(date);
        return { outcome: day?.outcome, score: day?.score };
      };
      expect(result.score).to.be.above(0);
      expect(stateOf(won)).to.deep.equal({ outcome: 'won', score: result.score });
      expect(stateOf(lost)).to.deep.equal({ outcome: 'lost', score: 0 });
      expect(stateOf(forfeited)).to.deep.equal({ outcome: 'forfeit', score: 0 });
      expect(stateOf(playing)).to.deep.equal({ outcome: 'playing', score: null });
      expect(stateOf(TODAY)).to.deep.equal({ outcome: null, score: null });
      // Another player's list knows nothing of these games.
      const other = await daysOf(await game.player(kind));
      expect(other.days.every((day) => day.outcome === null && day.score === null)).to.equal(true);
    });
  }

  it('given bad input, then 400 with a code; the registered list needs a token, the guest list a guest id', async () => {
    const player = await game.registered();
    expectError(await player.get('/game/days?before=2026-13-01'), 400, 'INVALID_DATE_FORMAT');
    expectError(await player.get('/game/days?before=eilen'), 400, 'INVALID_DATE_FORMAT');
    for (const limit of ['0', '101', 'ten', '-1', '2.5']) {
      expectError(await player.get(`/game/days?limit=${limit}`), 400, 'VALIDATION_ERROR');
    }
    expectError(await player.get('/game/days?limit=1&limit=2'), 400, 'VALIDATION_ERROR');
    const guest = game.guest();
    expectError(await guest.get('/game/guest/days?limit=500'), 400, 'VALIDATION_ERROR');
    expectError(await game.api.get('/game/days'), 401, 'UNAUTHORIZED');
    expectError(await game.api.get('/game/guest/days'), 400, 'GUEST_ID_INVALID');
  });
});
