import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../hooks/use-session';

/** Login-required routes: without a user, back to the main menu (spec: unauthorised users go to /). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (user === null) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
