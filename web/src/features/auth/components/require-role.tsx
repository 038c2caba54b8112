import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession, type Role } from '../hooks/use-session';

interface RequireRoleProps {
  /** Any one of these roles grants access. */
  roles: readonly Role[];
  children?: ReactNode;
}

/** Role-gated routes (the control panel): others go to the main menu. The server enforces it too. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { user } = useSession();
  const allowed = user !== null && roles.some((role) => user.roles.includes(role));
  if (!allowed) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
