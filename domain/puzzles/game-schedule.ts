import { addDays } from '../game/calendar';
import type { GameDate } from '../game/game-date';

// Where games stand in time (DESIGN 11): the control panel's lists, the free dates, what may still change.

export const MANAGED_GAME_STATUSES = ['upcoming', 'published', 'past', 'draft'] as const;
export type ManagedGameStatus = (typeof MANAGED_GAME_STATUSES)[number];
/** The lists that answer total, pages and currentPage (admin spec 4); drafts come as one list. */
export const PAGED_GAME_STATUSES: readonly ManagedGameStatus[] = ['upcoming', 'published', 'past'];

/** The free dates the control panel offers: the next 60 days. */
export const AVAILABLE_DATES_DAYS = 60;

export const isManagedGameStatus = (value: unknown): value is ManagedGameStatus =>
  (MANAGED_GAME_STATUSES as readonly unknown[]).includes(value);

/**
 * past: dated before today, published or not; draft: not published, today or later; upcoming: published
 * for a later day; published: published, today's.
 */
export const listStatusOf = (
  game: { date: GameDate; published: boolean },
  today: GameDate,
): ManagedGameStatus => {
  if (game.date < today) return 'past';
  if (!game.published) return 'draft';
  return game.date > today ? 'upcoming' : 'published';
};

/**
 * A game whose day has begun and that somebody has played keeps its words, date and existence: players'
 * sessions point into its grid, and a change would move answers under them.
 */
export const isLocked = (game: { date: GameDate; played: boolean }, today: GameDate): boolean =>
  game.date <= today && game.played;

/** Unpublishing takes a game back before its day only: on the day, players may already have it open. */
export const canUnpublish = (date: GameDate, today: GameDate): boolean => date > today;

/** The dates from `from` for `days` days that no game takes, in order. */
export const freeDates = (from: GameDate, days: number, taken: ReadonlySet<GameDate>): GameDate[] =>
  Array.from({ length: days }, (_, i) => addDays(from, i)).filter((date) => !taken.has(date));

/** Reorder (DESIGN 11): the listed games take the same set of dates, earliest first, in the given order. */
export const reorderedDates = <G extends { id: string; date: GameDate }>(
  inNewOrder: readonly G[],
): { id: string; date: GameDate }[] => {
  const dates = inNewOrder.map((game) => game.date).sort();
  return inNewOrder.map((game, i) => ({ id: game.id, date: dates[i] as GameDate }));
};
