import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../hooks/use-session';

/** Login-required routes: without a user, back to the main menu (spec: unauthorised users go to /). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  // While a stored session is being restored nothing is decided: a reload must not bounce the player.
  if (status === 'loading') return null;
  if (status === 'guest') return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
