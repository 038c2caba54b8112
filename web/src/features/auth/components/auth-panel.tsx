import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryModal } from '../../../components/ui/use-history-modal';
import { storedReferralCode } from '../../../lib/referral-code';
import { usePublicSettings } from '../hooks/use-public-settings';
import { AuthTabs, panelId, tabId, type AuthTab } from './auth-tabs';
import { LoginForm } from './login-form';
import { withLaterTexts } from '../../../i18n/language-texts';
import './auth.css';

// The registration form and the note that follows it come after the first paint (the login tab shows
// first, unless the guest came through an invite): fetched as soon as the card is drawn.
const loadRegisterForm = () => withLaterTexts(import('./register-form'));
const RegisterForm = lazy(async () => ({ default: (await loadRegisterForm()).RegisterForm }));
const RegistrationPending = lazy(async () => ({
  default: (await withLaterTexts(import('./registration-pending'))).RegistrationPending,
}));
// Asked for now and then, after a click: not part of a guest's first download.
const ForgotPasswordModal = lazy(async () => ({
  default: (await withLaterTexts(import('./forgot-password-modal'))).ForgotPasswordModal,
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
  useEffect(() => {
    loadRegisterForm().catch(() => undefined);
  }, []);

  return (
    <section className="card menu-card auth-panel" aria-labelledby={`${idPrefix}-title`}>
      <div className="auth-panel__heading">
        <h2 id={`${idPrefix}-title`} className="menu-card__title">
          {t('auth.panel.title')}
        </h2>
        <p className="menu-card__text">{t('auth.panel.intro')}</p>
      </div>
      {pendingEmail !== null ? (
        <Suspense fallback={null}>
          <RegistrationPending email={pendingEmail} onBack={() => setPendingEmail(null)} />
        </Suspense>
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
              <Suspense fallback={null}>
                <RegisterForm onVerificationRequired={setPendingEmail} />
              </Suspense>
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
