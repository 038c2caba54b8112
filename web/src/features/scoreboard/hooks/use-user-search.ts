import { useEffect, useState } from 'react';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { UserSearchAnswer } from '../../../../../contracts/scoreboard.codec';
import { userSearchTerm } from '../../../../../domain/validation/user-search';
import { useRemote } from '../../../lib/use-remote';
import { SCOREBOARD } from './scoreboard-reads';
import { useScoreboardApi } from './use-scoreboard-api';

export const SEARCH_DELAY_MS = 300;

export type FoundUser = UserSearchAnswer['users'][number];

export type SearchState =
  /** Fewer than 2 characters: no results at all (spec 5). */
  | { kind: 'idle' }
  | { kind: 'searching'; users: readonly FoundUser[] | null }
  | { kind: 'failed' }
  | { kind: 'ready'; term: string; users: readonly FoundUser[] };

/** Players by name, asked for once typing pauses; below two characters the results are cleared. */
export function useUserSearch(raw: string): SearchState {
  const api = useScoreboardApi();
  const term = pipe(userSearchTerm(raw), O.toNullable);
  const [settledTerm, setSettledTerm] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSettledTerm(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const settled = term !== null && settledTerm === term ? term : null;
  const { remote } = useRemote(settled === null ? null : [SCOREBOARD, 'user-search', settled], (signal) =>
    api.searchUsers(settled ?? '', signal),
  );

  let state: SearchState;
  if (term === null) state = { kind: 'idle' };
  else if (settled === null || remote.kind === 'loading') state = { kind: 'searching', users: null };
  else if (remote.kind === 'failed') state = { kind: 'failed' };
  else if (remote.refreshing) state = { kind: 'searching', users: remote.value };
  else state = { kind: 'ready', term, users: remote.value };
  return state;
}
