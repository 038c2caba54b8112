import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readAuditQuery, withFilter, withoutFilters, type AuditFilter } from '../model/audit-query';

/** Typing pauses this long before the actor filter goes out, so each key press is not a request. */
export const ACTOR_DELAY_MS = 300;

/**
 * The filters as the address holds them. The actor box answers at once and the address (and so the
 * request) follows when typing pauses; the other filters apply as they are picked.
 */
export function useAuditQuery() {
  const [params, setParams] = useSearchParams();
  const query = readAuditQuery(params);
  const [actor, setActor] = useState(query.actor);
  // The address changed under the box (back button, clearing): the box shows what is filtered.
  const [filtered, setFiltered] = useState(query.actor);
  if (filtered !== query.actor) {
    setFiltered(query.actor);
    if (actor.trim() !== query.actor) setActor(query.actor);
  }
  useEffect(() => {
    if (actor.trim() === query.actor) return;
    const timer = window.setTimeout(
      () => setParams((current) => withFilter(current, 'actor', actor), { replace: true }),
      ACTOR_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [actor, query.actor, setParams]);

  return {
    query,
    actor,
    setActor,
    setFilter: (filter: Exclude<AuditFilter, 'actor'>, value: string) =>
      setParams((current) => withFilter(current, filter, value)),
    clear: () => {
      setActor('');
      setParams((current) => withoutFilters(current));
    },
    goToPage: (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      }),
    pending: actor.trim() !== query.actor,
  };
}
