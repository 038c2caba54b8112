import { isGameDate } from '../../../../../../domain/game/game-date';

// The audit list's filters and page live in the address (`?action=game.update&actor=admin&from=...`), so
// a reload, the back button and a shared link keep them. Anything unreadable reads as no filter.

export interface AuditQuery {
  readonly page: number;
  readonly action: string;
  readonly actor: string;
  /** YYYY-MM-DD, both ends included; '' for open. */
  readonly from: string;
  readonly to: string;
}

export const AUDIT_FILTERS = ['action', 'actor', 'from', 'to'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

const dateOf = (value: string | null): string => (value !== null && isGameDate(value) ? value : '');

export function readAuditQuery(params: URLSearchParams): AuditQuery {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    action: params.get('action')?.trim() ?? '',
    actor: params.get('actor')?.trim() ?? '',
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
  };
}

/** The request's query string: empty filters left out. */
export function auditSearch(query: AuditQuery): string {
  const params = new URLSearchParams({ page: String(query.page) });
  for (const filter of AUDIT_FILTERS) if (query[filter] !== '') params.set(filter, query[filter]);
  return params.toString();
}

/** The address with one filter changed (empty removes it); any new filter starts again from page 1. */
export function withFilter(params: URLSearchParams, filter: AuditFilter, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '') next.delete(filter);
  else next.set(filter, value.trim());
  next.delete('page');
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const filter of AUDIT_FILTERS) next.delete(filter);
  next.delete('page');
  return next;
}

export const hasFilters = (query: AuditQuery): boolean =>
  AUDIT_FILTERS.some((filter) => query[filter] !== '');

/** `from` after `to` finds nothing: the form says so instead of asking. */
export const isBackwards = (query: AuditQuery): boolean =>
  query.from !== '' && query.to !== '' && query.from > query.to;
