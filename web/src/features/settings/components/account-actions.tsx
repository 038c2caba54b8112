import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutIcon, SettingsIcon } from '../../../components/ui/account-icons';
import { useHistoryModal } from '../../../components/ui/use-history-modal';
import { SignInLink } from '../../auth/components/sign-in-link';
import { useSession } from '../../auth/hooks/use-session';
import { withLaterTexts } from '../../../i18n/language-texts';
import './settings.css';

// The settings' forms are a player's, opened now and then: their chunk is fetched when the player reaches
// for the button, so it is usually there by the click.
const loadSettings = () => withLaterTexts(import('./settings-modal'));
const SettingsModal = lazy(async () => ({ default: (await loadSettings()).SettingsModal }));
const prefetchSettings = () => void loadSettings();

/** The header's settings and logout for a signed-in player; for a guest, the sign-in link. */
export function AccountActions() {
  const { t } = useTranslation();
  const { status, user, logout } = useSession();
  const settings = useHistoryModal('settings');
  // Guests get the way in; while a stored session is being checked, neither.
  if (user === null) return status === 'guest' ? <SignInLink /> : null;

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('settings.open')}
        onClick={settings.open}
        onPointerEnter={prefetchSettings}
        onFocus={prefetchSettings}
      >
        <SettingsIcon />
      </button>
      <button type="button" className="button button--ghost header-logout" onClick={() => logout()}>
        <LogoutIcon />
        <span className="header-logout__label">{t('header.logout')}</span>
      </button>
      {settings.isOpen ? (
        <Suspense fallback={null}>
          <SettingsModal onClose={settings.close} />
        </Suspense>
      ) : null}
    </>
  );
}
