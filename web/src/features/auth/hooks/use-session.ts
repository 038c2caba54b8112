import { useContext } from 'react';
import { SessionContext, type Session } from '../session/session-context';

export type { Session } from '../session/session-context';
export type { SessionStatus, Transition } from '../session/session-state';

/** The session: status (loading, guest, user), the player, the login/register transition and the actions. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
