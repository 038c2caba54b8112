import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { canEnterControlPanel } from '../../../../../domain/permissions/permission-policy';
import { useSession } from '../hooks/use-session';

interface RequireRoleProps {
  /** Who may enter; by default the permission policy's control-panel rule (admin or gameManager). */
  allows?: (roles: readonly string[]) => boolean;
  children?: ReactNode;
}

/** Role-gated routes (the control panel): others go to the main menu. The server enforces it too. */
export function RequireRole({ allows = canEnterControlPanel, children }: RequireRoleProps) {
  const { status, user } = useSession();
  if (status === 'loading') return null;
  if (user === null || !allows(user.roles)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
