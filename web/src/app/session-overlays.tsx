import { lazy, Suspense } from 'react';
import { TransitionOverlay } from '../features/auth/components/transition-overlay';
import { useSession } from '../features/auth/hooks/use-session';
import { withLaterTexts } from '../i18n/language-texts';

// Only a player whose password an admin reset sees it: not part of anyone's first download.
const ForcedPasswordModal = lazy(async () => ({
  default: (await withLaterTexts(import('../features/settings/components/forced-password-modal')))
    .ForcedPasswordModal,
}));

/** What covers every page, whatever the route: the login/register overlay and the forced password change. */
export function SessionOverlays() {
  const { user } = useSession();
  return (
    <>
      {user?.forcePasswordReset ? (
        <Suspense fallback={null}>
          <ForcedPasswordModal />
        </Suspense>
      ) : null}
      <TransitionOverlay />
    </>
  );
}
