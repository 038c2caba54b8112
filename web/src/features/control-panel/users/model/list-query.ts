import {
  SORT_ORDERS,
  USER_FILTERS,
  USER_SORTS,
  type SortOrder,
  type UserFilter,
  type UserSort,
} from '../../../../../../contracts/manage-users.codec';
import { INACTIVE_USERS_DEFAULT_DAYS } from '../../../../../../domain/constants/admin.constants';
import { USER_SEARCH_MIN_LENGTH } from '../../../../../../domain/constants/limits.constants';
import { PAGE_SIZES } from '../../../../../../domain/constants/page-sizes.constants';
import { userSearchTerm } from '../../../../../../domain/validation/user-search';

// The users list as the address holds it (`?q=&sort=&order=&filter=&inactive=&page=&user=`), so reload,
// back and forward and a shared link all show the same list. Defaults stay out of the address.

/** Users per page (admin spec 9). */
export const USERS_PAGE_SIZE = PAGE_SIZES.users;
/** A search shorter than this (after trimming) is not sent (admin spec 5). */
export const SEARCH_MIN_LENGTH = USER_SEARCH_MIN_LENGTH;
/** Inactive users: not played for this many days unless chosen otherwise (admin spec 9). */
export const DEFAULT_INACTIVE_DAYS = INACTIVE_USERS_DEFAULT_DAYS;
export const INACTIVE_DAY_CHOICES = [7, 14, 30, 60, 90, 180, 365] as const;
const INACTIVE_DAYS_MAX = 3650;

export const DEFAULT_SORT: UserSort = 'createdAt';
export const DEFAULT_ORDER: SortOrder = 'desc';

export interface UsersListState {
  /** The search as typed (trimmed); shorter than two characters it is kept but not sent. */
  readonly q: string;
  readonly sort: UserSort;
  readonly order: SortOrder;
  readonly filter: UserFilter;
  readonly page: number;
  /** Set: the inactive users of that many days instead of the filtered list. */
  readonly inactiveDays: number | null;
}

export const DEFAULT_LIST_STATE: UsersListState = {
  q: '',
  sort: DEFAULT_SORT,
  order: DEFAULT_ORDER,
  filter: 'all',
  page: 1,
  inactiveDays: null,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const positiveInteger = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
};

/** The list's state from the address; anything unreadable is its default. */
export function readListState(params: URLSearchParams): UsersListState {
  const inactive = params.get('inactive');
  const days = positiveInteger(inactive);
  return {
    q: (params.get('q') ?? '').trim(),
    sort: oneOf(USER_SORTS, params.get('sort'), DEFAULT_SORT),
    order: oneOf(SORT_ORDERS, params.get('order'), DEFAULT_ORDER),
    filter: oneOf(USER_FILTERS, params.get('filter'), 'all'),
    page: positiveInteger(params.get('page')) ?? 1,
    inactiveDays:
      inactive === null ? null : days === null ? DEFAULT_INACTIVE_DAYS : Math.min(days, INACTIVE_DAYS_MAX),
  };
}

/** `current` with the list's own keys replaced by `state` (defaults removed); other keys (the open user) stay. */
export function writeListState(state: UsersListState, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (key: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(key);
    else next.set(key, value);
  };
  put('q', state.q.trim(), '');
  put('sort', state.sort, DEFAULT_SORT);
  put('order', state.order, DEFAULT_ORDER);
  put('filter', state.filter, 'all');
  put('page', String(state.page), '1');
  if (state.inactiveDays === null) next.delete('inactive');
  else next.set('inactive', String(state.inactiveDays));
  return next;
}

/** The search the server gets, by the server's own rule: trimmed, at least two characters, otherwise none. */
export function searchTerm(q: string): string | null {
  const term = userSearchTerm(q);
  return term._tag === 'Some' ? term.value : null;
}

/** Something typed that is too short to search with: the list shows everyone and says why. */
export const isSearchTooShort = (q: string): boolean => q.trim() !== '' && searchTerm(q) === null;

export type ListRequest =
  | {
      readonly kind: 'list';
      readonly search: string | null;
      readonly sort: UserSort;
      readonly order: SortOrder;
      readonly filter: UserFilter;
      readonly page: number;
    }
  | { readonly kind: 'inactive'; readonly days: number; readonly page: number };

/** What the server is asked for this state: the inactive list ignores search, sort and filter. */
export function listRequest(state: UsersListState): ListRequest {
  if (state.inactiveDays !== null) return { kind: 'inactive', days: state.inactiveDays, page: state.page };
  return {
    kind: 'list',
    search: searchTerm(state.q),
    sort: state.sort,
    order: state.order,
    filter: state.filter,
    page: state.page,
  };
}

/** One key per distinct request, so typing a too-short search does not read the list again. */
export const requestKey = (request: ListRequest): string => JSON.stringify(request);

/** The open user's details (`?user=`), null for the list. */
export const openUserOf = (params: URLSearchParams): string | null => {
  const id = params.get('user')?.trim() ?? '';
  return id === '' ? null : id;
};

/** The address's query with a user opened (or closed with null), the list's state kept for the way back. */
export function withOpenUser(current: URLSearchParams, userId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (userId === null) next.delete('user');
  else next.set('user', userId);
  return next;
}

/** `?a=b` or '' for an empty query. */
export const searchString = (params: URLSearchParams): string => {
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};
