import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListState, writeListState, type UsersListState } from '../model/list-query';

/** Typing pauses this long before the search goes into the address (and out to the server). */
export const SEARCH_DELAY_MS = 300;

/**
 * The list's state lives in the address, so reload, back and forward keep it. The search box answers at
 * once; the address follows when typing pauses, replacing the entry (not one history step per key).
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [typed, setTyped] = useState(state.q);
  // The address changed under the box (back button, a link): the box shows what is searched.
  const [searched, setSearched] = useState(state.q);
  if (searched !== state.q) {
    setSearched(state.q);
    if (typed.trim() !== state.q) setTyped(state.q);
  }

  useEffect(() => {
    if (typed.trim() === state.q) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => writeListState({ ...readListState(current), q: typed.trim(), page: 1 }, current),
        {
          replace: true,
        },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, state.q, setParams]);

  /** A new filter, sort or page: one step back in history each. */
  function update(change: Partial<UsersListState>) {
    setParams((current) => {
      const before = readListState(current);
      const resetsPage = change.page === undefined;
      return writeListState({ ...before, ...change, ...(resetsPage ? { page: 1 } : {}) }, current);
    });
  }

  return { state, params, typed, setTyped, update, typing: typed.trim() !== state.q };
}
