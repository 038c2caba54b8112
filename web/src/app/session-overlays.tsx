import { TransitionOverlay } from '../features/auth/components/transition-overlay';
import { useSession } from '../features/auth/hooks/use-session';
import { ForcedPasswordModal } from '../features/settings/components/forced-password-modal';

/** What covers every page, whatever the route: the login/register overlay and the forced password change. */
export function SessionOverlays() {
  const { user } = useSession();
  return (
    <>
      {user?.forcePasswordReset ? <ForcedPasswordModal /> : null}
      <TransitionOverlay />
    </>
  );
}
