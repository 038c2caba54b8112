import { expect } from 'chai';
import type { Answer } from '../support/api-client';
import {
  INVALID_DATE_TEXT,
  NO_GAME_DATE,
  PLAYER_KINDS,
  TODAY,
  TOMORROW,
  expectError,
  type GamePlayer,
  useGameServer,
} from '../support/game-api';

// Every call that names a game date refuses a date without a game and a future date alike (tomorrow's
// puzzle must not leak), and a malformed date with the spec's exact text.

const BAD_DATES: [string, string, number, string][] = [
  ['a date without a game', NO_GAME_DATE, 404, 'GAME_NOT_FOUND'],
  ['a future date', TOMORROW, 404, 'GAME_NOT_FOUND'],
  ['a date in another format', '15.06.2026', 400, 'INVALID_DATE_FORMAT'],
  ['a date that does not exist', '2026-02-30', 400, 'INVALID_DATE_FORMAT'],
  ['no date at all', 'today', 400, 'INVALID_DATE_FORMAT'],
];

const dateCalls = (player: GamePlayer): [string, (date: string) => Promise<Answer>][] => [
  ['daily', (date) => player.get(`/game/daily/${date}`)],
  ['check-selection', (date) => player.check(['a', 'b', 'c'], date)],
  ['switch-word', (date) => player.switchRow(0, date)],
  ['session', (date) => player.start(date)],
  ['session read', (date) => player.state(date)],
  ['results', (date) => player.result(date)],
  ['forfeit', (date) => player.forfeit(date)],
  ['session end', (date) => player.endSession(date)],
  ['category-match', (date) => player.categoryMatch(['a', 'b', 'c'], date)],
  ['percentile', (date) => player.get(`/scoreboard/days/${date}/percentile`)],
  ['categories', (date) => player.get(`/scoreboard/days/${date}/categories`)],
];

describe('API | Game | Dates', function () {
  this.timeout(60_000);
  const game = useGameServer();

  for (const kind of PLAYER_KINDS) {
    for (const [what, date, status, code] of BAD_DATES) {
      it(`given ${what} (${date}), when a ${kind} player calls any gameplay path, then ${status} ${code}`, async () => {
        const player = await game.player(kind);
        for (const [name, call] of dateCalls(player)) {
          const answer = await call(date);
          expect([name, answer.status, answer.body.code], JSON.stringify(answer.body)).to.deep.equal([
            name,
            status,
            code,
          ]);
          if (status === 400) expect(answer.body.message).to.equal(INVALID_DATE_TEXT);
          // A client without a game still learns the server's today.
          else expect(answer.body.details).to.deep.equal({ today: TODAY });
        }
        // Nothing was started by any of them.
        expectError(await player.active(), 404, 'NO_ACTIVE_SESSION');
      });
    }
  }

  it('given a registered player, then submit-score and the played batch check the date the same way', async () => {
    const player = await game.registered();
    expectError(await player.post('/game/submit-score', { gameDate: TOMORROW }), 404, 'GAME_NOT_FOUND');
    expectError(await player.post('/game/submit-score', { gameDate: NO_GAME_DATE }), 404, 'GAME_NOT_FOUND');
    expectError(
      await player.post('/game/submit-score', { gameDate: '2026/06/15' }),
      400,
      'INVALID_DATE_FORMAT',
      INVALID_DATE_TEXT,
    );
    expectError(
      await player.post('/game/played/batch', { dates: [TODAY, 'eilen'] }),
      400,
      'INVALID_DATE_FORMAT',
      INVALID_DATE_TEXT,
    );
  });

  for (const kind of PLAYER_KINDS) {
    it(`given a ${kind} player, then attempts and played status read a date without a game as nothing played`, async () => {
      const player = await game.player(kind);
      expect((await player.attempts(NO_GAME_DATE)).body).to.deep.equal({ attempts: [] });
      expect((await player.played(TOMORROW)).body).to.deep.equal({
        gameDate: TOMORROW,
        hasPlayed: false,
        score: null,
        gameStatus: null,
        gameAvailable: false,
      });
      expectError(await player.attempts('2026-13-01'), 400, 'INVALID_DATE_FORMAT', INVALID_DATE_TEXT);
      expectError(await player.played('2026-13-01'), 400, 'INVALID_DATE_FORMAT', INVALID_DATE_TEXT);
    });
  }
});
