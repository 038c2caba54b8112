import { PERFORMANCE_WINDOW_DAYS } from '../constants/standings.constants';
import { previousDay } from '../game/calendar';
import type { GameDate } from '../game/game-date';
import { isWin, type DayResult } from './day-result';
import { averageScore, winRatePercent } from './player-stats';

/** One stored score as the standings count it. */
export interface StandingResult extends DayResult {
  readonly mistakes: number;
}

/** Everything the scoreboards show of a player (DESIGN 6), as of one day. */
export interface PlayerStanding {
  readonly gamesPlayed: number;
  readonly wins: number;
  /** Whole percent. */
  readonly winRate: number;
  readonly avgScore: number;
  readonly bestScore: number;
  /** The spec's "hardcore points": the sum of all scores. */
  readonly combinedPoints: number;
  readonly totalMistakes: number;
  readonly currentStreak: number;
  readonly maxStreak: number;
  readonly losingStreak: number;
  readonly lastPlayed: GameDate | null;
  readonly performanceIndex: number;
  readonly previousPerformanceIndex: number;
}

/**
 * A freshly computed standing with what only achievements need: the longest losing run ever, so a player
 * who catches up past days still earns LOSING_STREAK tiers the current run no longer shows. Not stored.
 */
export interface ComputedStanding extends PlayerStanding {
  readonly maxLosingStreak: number;
}

/**
 * The game dates up to a day, prepared once and shared by every player of a rebuild: computing a hundred
 * thousand standings must not sort the calendar a hundred thousand times.
 */
export interface StandingsCalendar {
  readonly today: GameDate;
  /** Game dates up to today, ascending. */
  readonly dates: readonly GameDate[];
  readonly indexOf: ReadonlyMap<GameDate, number>;
}

export const standingsCalendar = (gameDates: readonly GameDate[], today: GameDate): StandingsCalendar => {
  const dates = [...new Set(gameDates)].filter((date) => date <= today).sort();
  return { today, dates, indexOf: new Map(dates.map((date, i) => [date, i])) };
};

/** A played date always had a game; a result off the calendar (a game since removed) joins it. */
const calendarFor = (calendar: StandingsCalendar, results: readonly StandingResult[]): StandingsCalendar =>
  results.every((result) => result.date > calendar.today || calendar.indexOf.has(result.date))
    ? calendar
    : standingsCalendar([...calendar.dates, ...results.map((result) => result.date)], calendar.today);

/**
 * DESIGN 6 `rankingScore` as of `until`: over the 14 most recent game dates up to it, the average score of
 * the games played times the win rate, rounded; 0 with no games. Unplayed dates lower neither factor, but
 * they push older games out of the window.
 */
const performanceUntil = (
  calendar: StandingsCalendar,
  byDate: ReadonlyMap<GameDate, StandingResult>,
  until: GameDate,
): number => {
  let end = calendar.dates.length;
  while (end > 0 && (calendar.dates[end - 1] as GameDate) > until) end -= 1;
  let played = 0;
  let wins = 0;
  let sum = 0;
  for (let i = Math.max(0, end - PERFORMANCE_WINDOW_DAYS); i < end; i += 1) {
    const result = byDate.get(calendar.dates[i] as GameDate);
    if (result === undefined) continue;
    played += 1;
    sum += result.score;
    if (isWin(result)) wins += 1;
  }
  return played === 0 ? 0 : Math.round((sum / played) * (wins / played));
};

/**
 * DESIGN 6: a streak is consecutive game dates won, broken by a loss, a forfeit or an unplayed past date;
 * today breaks nothing while it is unplayed. A losing streak counts consecutive played non-wins (a forfeit
 * or a flagged game counts as a loss); a won or unplayed past date breaks it.
 */
const streaksOf = (calendar: StandingsCalendar, byDate: ReadonlyMap<GameDate, StandingResult>) => {
  const dates = calendar.dates;
  let last = dates.length - 1;
  if (dates[last] === calendar.today && !byDate.has(calendar.today)) last -= 1;
  let run = 0;
  let losingRun = 0;
  let maxStreak = 0;
  let maxLosingStreak = 0;
  let first = last + 1;
  for (const date of byDate.keys()) first = Math.min(first, calendar.indexOf.get(date) ?? first);
  for (let i = first; i <= last; i += 1) {
    const result = byDate.get(dates[i] as GameDate);
    run = result !== undefined && isWin(result) ? run + 1 : 0;
    losingRun = result !== undefined && !isWin(result) ? losingRun + 1 : 0;
    maxStreak = Math.max(maxStreak, run);
    maxLosingStreak = Math.max(maxLosingStreak, losingRun);
  }
  const trailing = (matches: (result: StandingResult) => boolean): number => {
    let count = 0;
    for (let i = last; i >= 0; i -= 1) {
      const result = byDate.get(dates[i] as GameDate);
      if (result === undefined || !matches(result)) break;
      count += 1;
    }
    return count;
  };
  return {
    currentStreak: trailing(isWin),
    maxStreak,
    losingStreak: trailing((r) => !isWin(r)),
    maxLosingStreak,
  };
};

/**
 * A player's standing computed from all their scores. The same function serves the transaction that
 * stores a score, the daily refresh and the full rebuild, so the three can never disagree. Results dated
 * after `today` (none should exist) are ignored.
 */
export const playerStanding = (
  allResults: readonly StandingResult[],
  sharedCalendar: StandingsCalendar,
): ComputedStanding => {
  const results = allResults.filter((result) => result.date <= sharedCalendar.today);
  const calendar = calendarFor(sharedCalendar, results);
  const byDate = new Map(results.map((result) => [result.date, result]));
  let wins = 0;
  let sum = 0;
  let bestScore = 0;
  let totalMistakes = 0;
  let lastPlayed: GameDate | null = null;
  for (const result of results) {
    if (isWin(result)) wins += 1;
    sum += result.score;
    bestScore = Math.max(bestScore, result.score);
    totalMistakes += result.mistakes;
    if (lastPlayed === null || result.date > lastPlayed) lastPlayed = result.date;
  }
  const gamesPlayed = results.length;
  return {
    gamesPlayed,
    wins,
    winRate: winRatePercent(wins, gamesPlayed),
    avgScore: averageScore(sum, gamesPlayed),
    bestScore,
    combinedPoints: sum,
    totalMistakes,
    ...streaksOf(calendar, byDate),
    lastPlayed,
    performanceIndex: performanceUntil(calendar, byDate, calendar.today),
    previousPerformanceIndex: performanceUntil(calendar, byDate, previousDay(calendar.today)),
  };
};
