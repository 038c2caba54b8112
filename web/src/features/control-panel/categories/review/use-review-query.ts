import { useSearchParams } from 'react-router';
import {
  isSuggestionStatus,
  type SuggestionStatus,
} from '../../../../../../domain/suggestions/suggestion-status';
import type { SuggestionQuery } from '../api/categories-api';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The review's status filter (pending by default) and page, kept in the address like the bank's search. */
export function useReviewQuery() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const query: SuggestionQuery = {
    status: isSuggestionStatus(status) ? status : 'pending',
    page: pageOf(params.get('page')),
  };

  const set = (status: SuggestionStatus, page: number) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (status !== 'pending') next.set('status', status);
      if (page > 1) next.set('page', String(page));
      return next;
    });

  return {
    query,
    chooseStatus: (next: SuggestionStatus) => set(next, 1),
    goToPage: (page: number) => set(query.status, page),
  };
}
