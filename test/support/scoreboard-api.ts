import { expect } from 'chai';
import type { Answer } from './api-client';
import { solveAll, type GamePlayer, type GameServer, type RegisteredPlayer } from './game-api';

// Helpers of the /scoreboard/* API tests (test/api/scoreboard-*.test.ts).

/** The answer's body, after checking its status (200 unless told). */
export const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
  return answer.body;
};

export const usernameOf = async (player: RegisteredPlayer): Promise<string> =>
  ok(await player.get('/auth/profile')).username;

/** Wrong attempts first, then every category. */
export const winOn = async (game: GameServer, player: GamePlayer, date: string, mistakes = 0) => {
  const puzzle = await game.puzzle(date);
  for (let n = 0; n < mistakes; n += 1) await player.check(puzzle.wrong(n), date);
  const last = await solveAll(player, puzzle);
  expect(last.body.result, JSON.stringify(last.body)).to.include({ gameStatus: 'won' });
};

export const forfeitOn = async (player: GamePlayer, date: string) => {
  ok(await player.start(date));
  expect(ok(await player.forfeit(date)).gameStatus).to.equal('forfeit');
};
