import { expect } from 'chai';
import type { Answer } from './api-client';
import { solveAll, type GamePlayer, type GameServer, type Puzzle, type RegisteredPlayer } from './game-api';
import { ok } from './scoreboard-api';

// Helpers of the standings and achievements API tests (test/api/achievements-on-results.test.ts and
// test/api/standings-on-profile.test.ts).

export interface Earned {
  type: string;
  count: number;
}

// The tiers as player spec 3 lists them, spelled out here rather than read from the code under test.
const SCORE_TIERS = [
  1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 9100, 9200, 9300, 9400, 9500, 9600, 9700, 9800, 9900,
  10_000,
];
const TIME_TIERS = [300, 240, 180, 120, 60, 55, 50, 45, 40, 35, 30, 25];
const SPEED_LOSS_TIERS = [120, 90, 60, 30];

export const scoreTiers = (score: number) =>
  SCORE_TIERS.filter((tier) => score >= tier).map((t) => `SCORE_${t}`);
export const timeTiers = (seconds: number) =>
  TIME_TIERS.filter((tier) => seconds <= tier).map((t) => `TIME_${t}`);
export const speedLoss = (seconds: number) =>
  SPEED_LOSS_TIERS.filter((tier) => seconds < tier).map((t) => `SPEED_LOSS_${t}`);
/** A win at 10,000 in no time: every tier of both families. */
export const PERFECT_WIN = ['PERFECT_GAME', 'NO_SWITCHES', ...scoreTiers(10_000), ...timeTiers(0)];

export const typesOf = (achievements: Earned[]) => achievements.map((entry) => entry.type);
export const countOf = (achievements: Earned[], type: string) =>
  achievements.find((entry) => entry.type === type)?.count;

/** The games a test plays on `game`'s server, each checked to end as it should. */
export function standingsPlay(game: GameServer) {
  const profileOf = async (player: RegisteredPlayer) => ok(await player.get('/auth/profile'));

  /** Wrong attempts first, then every category: answers the game's result. */
  const win = async (player: GamePlayer, date: string, mistakes = 0) => {
    const puzzle = await game.puzzle(date);
    for (let n = 0; n < mistakes; n += 1) await player.check(puzzle.wrong(n), date);
    const last = await solveAll(player, puzzle);
    expect(last.body.result, JSON.stringify(last.body)).to.include({ gameStatus: 'won' });
    return last.body.result;
  };
  const forfeit = async (player: GamePlayer, date: string) => {
    ok(await player.start(date));
    const answer = ok(await player.forfeit(date));
    expect(answer).to.include({ gameStatus: 'forfeit', score: 0 });
    return answer;
  };
  /** 20 wrong attempts take the score to 0: the game is lost. */
  const lose = async (player: GamePlayer, date: string) => {
    const puzzle = await game.puzzle(date);
    let last: Answer | undefined;
    for (let n = 0; n < 20; n += 1) last = await player.check(puzzle.wrong(n), date);
    expect(last!.body.result, JSON.stringify(last!.body)).to.include({ gameStatus: 'lost', score: 0 });
    return last!.body.result;
  };
  /** Switches `count` rows, each time one whose word belongs to a category not yet switched. */
  const switchRows = async (player: GamePlayer, puzzle: Puzzle, count: number) => {
    let session = ok(await player.start(puzzle.date));
    for (let i = 0; i < count; i += 1) {
      const rowIndex = (session.gridLayout as string[][]).findIndex((row) =>
        row.some((word) => !session.switchedWords.includes(puzzle.categoryOf(word))),
      );
      session = ok(await player.switchRow(rowIndex, puzzle.date)).session;
    }
    expect(session.switchedWords).to.have.length(count);
  };

  return { profileOf, win, forfeit, lose, switchRows };
}
