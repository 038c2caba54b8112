import type { GameDate } from '../game/game-date';
import { gameDatesUpTo, isWin, type DayResult } from './day-result';

export interface Streaks {
  readonly currentStreak: number;
  readonly maxStreak: number;
  readonly losingStreak: number;
}

export interface StreakInput {
  readonly results: readonly DayResult[];
  /** Every date that had a game, so that an unplayed past date can break a streak. */
  readonly gameDates: readonly GameDate[];
  readonly today: GameDate;
}

/**
 * DESIGN 6: a streak is consecutive game dates won; a forfeit, loss or unplayed past date breaks it.
 * Today does not break anything while it is still unplayed. A losing streak counts consecutive played
 * non-wins (a forfeit counts as a loss); a won or unplayed past date breaks it.
 */
export const computeStreaks = ({ results, gameDates, today }: StreakInput): Streaks => {
  const byDate = new Map(results.map((result) => [result.date, result]));
  const dates = gameDatesUpTo(gameDates, results, today);
  if (dates[dates.length - 1] === today && !byDate.has(today)) dates.pop();

  let run = 0;
  let maxStreak = 0;
  for (const date of dates) {
    const result = byDate.get(date);
    run = result !== undefined && isWin(result) ? run + 1 : 0;
    maxStreak = Math.max(maxStreak, run);
  }
  const trailing = (matches: (result: DayResult) => boolean): number => {
    let count = 0;
    for (let i = dates.length - 1; i >= 0; i -= 1) {
      const result = byDate.get(dates[i] as GameDate);
      if (result === undefined || !matches(result)) break;
      count += 1;
    }
    return count;
  };
  return { currentStreak: trailing(isWin), maxStreak, losingStreak: trailing((r) => !isWin(r)) };
};

/**
 * The incremental form used when a score is stored (DESIGN 6). `followsPreviousResult` says whether the
 * player's previous result was on the game date right before this one; if not, both streaks restart.
 */
export const advanceStreaks = (previous: Streaks, won: boolean, followsPreviousResult: boolean): Streaks => {
  const carried = followsPreviousResult ? previous : { ...previous, currentStreak: 0, losingStreak: 0 };
  if (!won) return { ...carried, currentStreak: 0, losingStreak: carried.losingStreak + 1 };
  const currentStreak = carried.currentStreak + 1;
  return { currentStreak, maxStreak: Math.max(previous.maxStreak, currentStreak), losingStreak: 0 };
};
