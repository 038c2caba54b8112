import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryModal } from '../../../components/ui/use-history-modal';
import { storedReferralCode } from '../../../lib/referral-code';
import { usePublicSettings } from '../hooks/use-public-settings';
import { AuthTabs, panelId, tabId, type AuthTab } from './auth-tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { RegistrationPending } from './registration-pending';
import './auth.css';

// Asked for now and then, after a click: not part of a guest's first download.
const ForgotPasswordModal = lazy(async () => ({
  default: (await import('./forgot-password-modal')).ForgotPasswordModal,
}));

/** The guest menu's account card: login and register tabs, forgot password (the invite banner is the menu's). */
export function AuthPanel() {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { settings, loaded } = usePublicSettings();
  // A guest who came through a friend's invite link is here to make an account.
  const [tab, setTab] = useState<AuthTab>(() => (storedReferralCode() === null ? 'login' : 'register'));
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const forgot = useHistoryModal('forgot-password');
  const [forgotFor, setForgotFor] = useState('');
  const active: AuthTab = settings.registrationEnabled ? tab : 'login';

  return (
    <section className="card menu-card auth-panel" aria-labelledby={`${idPrefix}-title`}>
      <div className="auth-panel__heading">
        <h2 id={`${idPrefix}-title`} className="menu-card__title">
          {t('auth.panel.title')}
        </h2>
        <p className="menu-card__text">{t('auth.panel.intro')}</p>
      </div>
      {pendingEmail !== null ? (
        <RegistrationPending email={pendingEmail} onBack={() => setPendingEmail(null)} />
      ) : (
        <>
          <AuthTabs
            active={active}
            onChange={setTab}
            registrationOpen={settings.registrationEnabled}
            idPrefix={idPrefix}
          />
          {loaded && !settings.registrationEnabled ? (
            <p className="auth-panel__note">{t('auth.panel.registrationClosed')}</p>
          ) : null}
          <div
            id={panelId(idPrefix)}
            role="tabpanel"
            aria-labelledby={tabId(idPrefix, active)}
            className="auth-panel__body"
          >
            {active === 'login' ? (
              <LoginForm
                onVerificationRequired={setPendingEmail}
                onForgotPassword={(typed) => {
                  setForgotFor(typed);
                  forgot.open();
                }}
              />
            ) : (
              <RegisterForm onVerificationRequired={setPendingEmail} />
            )}
          </div>
        </>
      )}
      {forgot.isOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal initialValue={forgotFor} onClose={forgot.close} />
        </Suspense>
      ) : null}
    </section>
  );
}
