import { useSearchParams } from 'react-router';
import { useAddressText } from '../../shell/use-address-text';
import { readListState, writeListState, type UsersListState } from '../model/list-query';

/**
 * The list's state lives in the address, so reload, back and forward keep it. The search box answers at
 * once; the address follows when typing pauses, replacing the entry (not one history step per key).
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  // A new search starts again from page 1.
  const { typed, setTyped, pending } = useAddressText(state.q, (text) =>
    setParams((current) => writeListState({ ...readListState(current), q: text.trim(), page: 1 }, current), {
      replace: true,
    }),
  );

  /** A new filter, sort or page: one step back in history each. */
  function update(change: Partial<UsersListState>) {
    setParams((current) => {
      const before = readListState(current);
      const resetsPage = change.page === undefined;
      return writeListState({ ...before, ...change, ...(resetsPage ? { page: 1 } : {}) }, current);
    });
  }

  return { state, params, typed, setTyped, update, typing: pending };
}
