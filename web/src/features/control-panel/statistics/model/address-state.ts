import { isGameDate } from '../../../../../../domain/game/game-date';
import {
  DEFAULT_STATISTICS_PERIOD,
  isStatisticsPeriod,
  type StatisticsPeriod,
} from '../../../../../../domain/statistics/statistics-period';

// The statistics' choices live in the address (`?period=7d&page=2&date=2026-03-01`), so a reload, the back
// button and a shared link keep the view. Defaults stay out of the address; anything unreadable reads as
// the default, never as an error.

export const readPeriod = (params: URLSearchParams): StatisticsPeriod => {
  const value = params.get('period');
  return isStatisticsPeriod(value) ? value : DEFAULT_STATISTICS_PERIOD;
};

export const readPage = (params: URLSearchParams, name = 'page'): number => {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** A calendar day from the address, or null when it holds none (or an impossible one, 2026-02-30). */
export const readDate = (params: URLSearchParams, name: string): string | null => {
  const value = params.get(name);
  return value !== null && isGameDate(value) ? value : null;
};

/** The address with one choice changed: a default removes it, and a new choice starts from page 1. */
export function withChoice(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault =
    value === null || value === '' || (name === 'period' && value === DEFAULT_STATISTICS_PERIOD);
  if (isDefault) next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

export const withPage = (params: URLSearchParams, page: number): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
};
