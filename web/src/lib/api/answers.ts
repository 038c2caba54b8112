import { isGameDate } from '../../../../domain/game/game-date';
import { isApiError } from './errors';

const NOT_FOUND = 404;
const FORBIDDEN = 403;

/** A 404 is an answer ("there is none"), not a failure: the value becomes null. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === NOT_FOUND) return null;
    throw error;
  }
}

/** A game date as a path segment. Dates are checked before they get here; encoding keeps a bad one inert. */
export const pathDate = (date: string): string => encodeURIComponent(date);

/** A system switch withholding today's game (DESIGN 11): the 403 carries today like GAME_NOT_FOUND. */
const WITHHELD_TODAY = ['DAILY_DISABLED', 'GUEST_PLAY_DISABLED'];

/**
 * The server's date from a 404 GAME_NOT_FOUND or a 403 of a switch that withholds today's game
 * (`details.today`): a day without a game still tells the browser what today is. Null for any other
 * failure, or no real `YYYY-MM-DD` date.
 */
export function todayOfGameNotFound(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const noGame = error.code === 'GAME_NOT_FOUND' && error.status === NOT_FOUND;
  const withheld = WITHHELD_TODAY.includes(error.code) && error.status === FORBIDDEN;
  if (!noGame && !withheld) return null;
  const today = (error.details as { today?: unknown } | null | undefined)?.today;
  return isGameDate(today) ? today : null;
}
