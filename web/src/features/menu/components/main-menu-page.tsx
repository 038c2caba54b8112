import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/page/document-title';
import { ResetPasswordModal } from '../../auth/components/reset-password-modal';
import { useSession } from '../../auth/hooks/use-session';
import { GuestMenu } from './guest-menu';
import { UserMenu } from './user-menu';

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
  const resetToken = params.get('token');

  return (
    <>
      <DocumentTitle page={pageTitle} />
      {status === 'loading' ? (
        <div className="menu container menu--loading" aria-busy="true">
          <span className="spinner spinner--large" aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </div>
      ) : user !== null ? (
        <UserMenu user={user} />
      ) : (
        <GuestMenu />
      )}
      {resetToken ? (
        <ResetPasswordModal token={resetToken} onClose={() => void navigate('/', { replace: true })} />
      ) : null}
      {children}
    </>
  );
}
