// Whole-history reference rules of DESIGN 6, kept as a test oracle: the domain's one definition is
// playerStanding (domain/standings/player-standing.ts), which computes the same figures in one pass over a
// calendar shared by every player of a rebuild. These read like the spec; the agreement test in
// test/unit/standings/player-standing.test.ts checks the fast form against them on random histories.
import { PERFORMANCE_WINDOW_DAYS } from '../../domain/constants/standings.constants';
import { previousDay } from '../../domain/game/calendar';
import type { GameDate } from '../../domain/game/game-date';
import { isWin, type DayResult } from '../../domain/standings/day-result';

export interface Streaks {
  readonly currentStreak: number;
  readonly maxStreak: number;
  readonly losingStreak: number;
}

export interface HistoryInput {
  readonly results: readonly DayResult[];
  /** Every date that had a game, so that an unplayed past date can break a streak. */
  readonly gameDates: readonly GameDate[];
  readonly today: GameDate;
}

/**
 * The game dates up to `today`, ascending and without repeats. A played date always had a game, so the
 * player's own dates join the list even if the caller's game-date list is short.
 */
export const gameDatesUpTo = (
  gameDates: readonly GameDate[],
  results: readonly DayResult[],
  today: GameDate,
): GameDate[] => [...new Set([...gameDates, ...results.map((r) => r.date)])].filter((d) => d <= today).sort();

/**
 * A streak is consecutive game dates won; a forfeit, loss or unplayed past date breaks it. Today does not
 * break anything while it is still unplayed. A losing streak counts consecutive played non-wins (a forfeit
 * counts as a loss); a won or unplayed past date breaks it.
 */
export const computeStreaks = ({ results, gameDates, today }: HistoryInput): Streaks => {
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
 * `rankingScore`: over the 14 most recent game dates up to today, the average score of the games played
 * times the win rate, rounded; 0 with no games. Unplayed dates lower neither factor, but they push older
 * games out of the window.
 */
export const performanceIndex = ({ results, gameDates, today }: HistoryInput): number => {
  const window = new Set(gameDatesUpTo(gameDates, results, today).slice(-PERFORMANCE_WINDOW_DAYS));
  const played = results.filter((result) => window.has(result.date));
  if (played.length === 0) return 0;
  const average = played.reduce((sum, result) => sum + result.score, 0) / played.length;
  const winRate = played.filter(isWin).length / played.length;
  return Math.round(average * winRate);
};

/** Today's index against yesterday's. */
export const performanceChange = (input: HistoryInput) => {
  const current = performanceIndex(input);
  const previous = performanceIndex({ ...input, today: previousDay(input.today) });
  return { previous, current, change: current - previous };
};
