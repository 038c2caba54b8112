import { isGameDate } from '../../../../../domain/game/game-date';

// `/game` is opened three ways: from the menu (today), with `?date=&demo=` (a link, a reload) or with
// navigation state `{ gameDate, isDemo }` (Previous days, Continue). The address wins over the state,
// because it is what survives a reload.

export interface GameRequest {
  /** Undefined: today, as the server counts it. */
  readonly date: string | undefined;
  readonly isDemo: boolean;
  /** A date was asked for but it is not `YYYY-MM-DD`. */
  readonly invalidDate: boolean;
}

export interface GameNavigationState {
  gameDate?: unknown;
  isDemo?: unknown;
}

const TRUE_VALUES = new Set(['true', '1', '']);

export function readGameRequest(search: URLSearchParams, state: unknown): GameRequest {
  const navigation = (typeof state === 'object' && state !== null ? state : {}) as GameNavigationState;
  const asked = search.get('date') ?? (typeof navigation.gameDate === 'string' ? navigation.gameDate : null);
  const demoParam = search.get('demo');
  const isDemo = demoParam !== null ? TRUE_VALUES.has(demoParam) : navigation.isDemo === true;
  if (asked === null) return { date: undefined, isDemo, invalidDate: false };
  return isGameDate(asked)
    ? { date: asked, isDemo, invalidDate: false }
    : { date: undefined, isDemo, invalidDate: true };
}

/** Where a link to a game leads: the date and demo flag travel in the address, so a reload keeps them. */
export function gamePath(date?: string, isDemo = false): string {
  const params = new URLSearchParams();
  if (date !== undefined) params.set('date', date);
  if (isDemo) params.set('demo', 'true');
  const query = params.toString();
  return query === '' ? '/game' : `/game?${query}`;
}
