// GET /game/days and GET /game/guest/days (the previous days list): the published days up to today, newest
// first, a page at a time, each with how the asking player's game of that day stands. Future days and
// drafts never appear, so the list cannot leak tomorrow's puzzle.

/** A page unless the caller asks for another size: a month of games. */
export const GAME_DAYS_DEFAULT_LIMIT = 30;
/** The most days one call answers (`limit` above it is refused, not cut). */
export const GAME_DAYS_MAX_LIMIT = 100;

/**
 * How the player's game of a day stands. `won` keeps its score; `lost` (out of points, or a refused
 * claim) and `forfeit` score 0; `playing` is a game under way.
 */
export type DayOutcome = 'won' | 'lost' | 'forfeit' | 'playing';

export interface GameDay {
  /** `YYYY-MM-DD` in the instance's calendar. */
  date: string;
  /** The game's number: 1 for the first published game. */
  sequenceNumber: number;
  /** Null when the player has not started that day's game. */
  outcome: DayOutcome | null;
  /** The final score of a finished game; null while it runs or before it starts. */
  score: number | null;
}

/** `?before=YYYY-MM-DD` (exclusive; absent: from today on back) `&limit=1..100`. */
export interface GameDaysResponse {
  /** Today in the instance's zone: the browser never takes today from its own clock. */
  today: string;
  days: GameDay[];
  /** Earlier published days exist: ask again with `before` set to the last day's date. */
  more: boolean;
}
