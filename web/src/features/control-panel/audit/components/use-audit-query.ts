import { useSearchParams } from 'react-router';
import { useAddressText } from '../../shell/use-address-text';
import { readAuditQuery, withFilter, withoutFilters, type AuditFilter } from '../model/audit-query';

/**
 * The filters as the address holds them. The actor box answers at once and the address (and so the
 * request) follows when typing pauses; the other filters apply as they are picked.
 */
export function useAuditQuery() {
  const [params, setParams] = useSearchParams();
  const query = readAuditQuery(params);
  const actorBox = useAddressText(query.actor, (typed) =>
    setParams((current) => withFilter(current, 'actor', typed), { replace: true }),
  );

  return {
    query,
    actor: actorBox.typed,
    setActor: actorBox.setTyped,
    setFilter: (filter: Exclude<AuditFilter, 'actor'>, value: string) =>
      setParams((current) => withFilter(current, filter, value)),
    clear: () => {
      actorBox.setTyped('');
      setParams((current) => withoutFilters(current));
    },
    goToPage: (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      }),
    pending: actorBox.pending,
  };
}
