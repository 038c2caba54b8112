import type { GameCalendarAnswer } from '../../../../../../contracts/manage-games.codec';
import { addDays, formatCivilDate, isoWeekday } from '../../../../../../domain/game/calendar';
import { daysInMonth, parseCivilDate } from '../../../../../../domain/game/game-date';

// The editor's month calendar: which days have a game, which are free, which may be chosen. Weeks start
// on Monday (ISO), as in Finland and the UK; dates are `YYYY-MM-DD` throughout, never a `Date`.

export interface Month {
  readonly year: number;
  readonly month: number;
}

export type CalendarDay = GameCalendarAnswer['days'][number];

export const monthOf = (date: string): Month => {
  const civil = parseCivilDate(date);
  return civil === null ? { year: 1970, month: 1 } : { year: civil.year, month: civil.month };
};

export const firstOf = ({ year, month }: Month): string => formatCivilDate({ year, month, day: 1 });
export const lastOf = ({ year, month }: Month): string =>
  formatCivilDate({ year, month, day: daysInMonth(year, month) });

export const shiftMonth = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** The month in weeks of seven, Monday first; null pads the days of other months. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = firstOf(month);
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = 1; day <= daysInMonth(month.year, month.month); day += 1)
    cells.push(formatCivilDate({ ...month, day }));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export interface DayFacts {
  readonly today: string | null;
  /** The games of the shown month by date. */
  readonly games: ReadonlyMap<string, CalendarDay>;
  /** The free dates of the next 60 days. */
  readonly free: ReadonlySet<string>;
  /** The edited game's own id: its own day stays choosable. */
  readonly ownGameId: string | null;
}

export type DayState =
  | { readonly kind: 'own'; readonly game: CalendarDay }
  | { readonly kind: 'taken'; readonly game: CalendarDay }
  | { readonly kind: 'past' }
  | { readonly kind: 'free' }
  /** Beyond the 60 days the server lists: no game is known there, so it may be chosen. */
  | { readonly kind: 'open' };

export function dayState(date: string, facts: DayFacts): DayState {
  const game = facts.games.get(date);
  if (game !== undefined)
    return game.gameId === facts.ownGameId ? { kind: 'own', game } : { kind: 'taken', game };
  if (facts.today !== null && date < facts.today) return { kind: 'past' };
  return facts.free.has(date) ? { kind: 'free' } : { kind: 'open' };
}

export const isChoosable = (state: DayState): boolean => state.kind !== 'taken' && state.kind !== 'past';

/** Arrow keys move a day or a week, Home and End to the week's ends, Page keys a month. */
export function movedDate(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, 1 - isoWeekday(date));
    case 'End':
      return addDays(date, 7 - isoWeekday(date));
    case 'PageUp':
    case 'PageDown': {
      const civil = parseCivilDate(date);
      if (civil === null) return null;
      const target = shiftMonth(civil, key === 'PageUp' ? -1 : 1);
      return formatCivilDate({ ...target, day: Math.min(civil.day, daysInMonth(target.year, target.month)) });
    }
    default:
      return null;
  }
}
