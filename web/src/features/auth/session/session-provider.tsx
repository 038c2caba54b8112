import { useMemo, useReducer, type ReactNode } from 'react';
import { useApi } from '../../../lib/api-context';
import { createSessionActions } from './session-actions';
import { SessionContext, type Session } from './session-context';
import { initialSession, sessionReducer } from './session-state';
import { useSessionReads } from './use-session-reads';
import { useSessionSync } from './use-session-sync';

/** The signed-in player (or guest) for the whole app, on the page's one API client. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { client, auth } = useApi();
  const [state, dispatch] = useReducer(sessionReducer, client, (held) =>
    initialSession(held.tokens() !== null),
  );
  const actions = useMemo(() => createSessionActions(client, auth, dispatch), [client, auth]);
  useSessionSync(client, actions);
  useSessionReads(state);
  const session = useMemo<Session>(() => ({ ...state, ...actions }), [state, actions]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
