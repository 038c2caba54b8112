import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/page/document-title';
import { gamePath } from '../../game/model/game-route';
import { useSession } from '../../auth/hooks/use-session';
import { GuestMenu } from './guest-menu';
import { withLaterTexts } from '../../../i18n/language-texts';

// A guest's first visit carries the guest menu only. The player's menu (statistics, achievements, today's
// game) comes in its own chunk, fetched as soon as a stored session is seen, while it is being checked.
const loadUserMenu = () => withLaterTexts(import('./user-menu'));
const UserMenu = lazy(async () => ({ default: (await loadUserMenu()).UserMenu }));
// Opened from a mailed link only.
const ResetPasswordModal = lazy(async () => ({
  default: (await withLaterTexts(import('../../auth/components/reset-password-modal'))).ResetPasswordModal,
}));

interface MainMenuPageProps {
  /** Document title of an overlay shown above the menu (e.g. the privacy notice). */
  pageTitle?: string;
  /** Overlays rendered above the menu: /gdpr shows the privacy notice here. */
  children?: ReactNode;
}

/** `/`: the guest menu or the player's menu; `?token=` (a mailed reset link) opens the reset form. */
export function MainMenuPage({ pageTitle, children }: MainMenuPageProps) {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The token is a credential: kept in state, and taken out of the address bar (and history) at once.
  const linkToken = params.get('token');
  const [resetToken, setResetToken] = useState<string | null>(null);
  if (linkToken && linkToken !== resetToken) setResetToken(linkToken);
  useEffect(() => {
    if (linkToken) void navigate({ search: '' }, { replace: true });
  }, [linkToken, navigate]);
  // `?playDate=` opens that day's game; the menu is not kept in history under it.
  const playDate = params.get('playDate');
  useEffect(() => {
    if (playDate !== null) void navigate(gamePath(playDate), { replace: true });
  }, [playDate, navigate]);

  useEffect(() => {
    if (status !== 'guest') void loadUserMenu();
  }, [status]);

  const loading = (
    <div className="menu container menu--loading" aria-busy="true">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
  return (
    <>
      <DocumentTitle page={pageTitle} />
      {status === 'loading' ? (
        loading
      ) : user !== null ? (
        <Suspense fallback={loading}>
          <UserMenu user={user} />
        </Suspense>
      ) : (
        <GuestMenu />
      )}
      {resetToken ? (
        <Suspense fallback={null}>
          <ResetPasswordModal token={resetToken} onClose={() => setResetToken(null)} />
        </Suspense>
      ) : null}
      {children}
    </>
  );
}
