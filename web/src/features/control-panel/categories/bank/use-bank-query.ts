import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BankQuery } from '../api/categories-api';

/** Typing pauses this long before the search goes out, so each key press is not a request. */
export const SEARCH_DELAY_MS = 300;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * The bank's search and page live in the address (`?q=&page=`), so a reload or the back button keeps them.
 * The search box answers at once; the address, and so the request, follows when typing pauses.
 */
export function useBankQuery() {
  const [params, setParams] = useSearchParams();
  const query: BankQuery = { q: params.get('q') ?? '', page: pageOf(params.get('page')) };
  const [typed, setTyped] = useState(query.q);
  // The address changed under the box (back button, a link): the box shows what is searched.
  const [searched, setSearched] = useState(query.q);
  if (searched !== query.q) {
    setSearched(query.q);
    if (typed.trim() !== query.q) setTyped(query.q);
  }

  useEffect(() => {
    if (typed.trim() === query.q.trim()) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (typed.trim() === '') next.delete('q');
          else next.set('q', typed.trim());
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, query.q, setParams]);

  function goToPage(page: number) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      return next;
    });
  }

  return { query, typed, setTyped, goToPage, pending: typed.trim() !== query.q.trim() };
}
