import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SECOND_MS } from '../../../../../domain/constants/time.constants';
import { Page } from '../../../components/page/page';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/account-icons';
import { ButtonLink } from '../../../components/ui/button-link';
import { errorText } from '../../../lib/error-text';
import { useEmailVerification, isExpiredLink } from '../hooks/use-email-verification';
import { useSession } from '../hooks/use-session';
import './auth.css';

// Spec 9's countdown after a verified link. Kept here: domain/constants/ui.constants.ts has no figure for it
// (ACCOUNT_DELETION_REDIRECT_MS is another step's 3 s), and that file belongs to the domain, not the browser.
const VERIFIED_REDIRECT_SECONDS = 5;

/** `/verify-email?token=`: follows the mailed link, then counts down back to the menu (spec 9). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verification = useEmailVerification(params.get('token'));
  const { status, refreshProfile } = useSession();
  const [remaining, setRemaining] = useState(VERIFIED_REDIRECT_SECONDS);
  const verified = verification.state === 'verified';

  // A signed-in player's profile now shows the address as verified.
  useEffect(() => {
    if (verified && status === 'user') void refreshProfile();
  }, [verified, status, refreshProfile]);

  useEffect(() => {
    if (!verified) return;
    const timer = window.setInterval(() => setRemaining((seconds) => Math.max(0, seconds - 1)), SECOND_MS);
    return () => window.clearInterval(timer);
  }, [verified]);

  useEffect(() => {
    if (verified && remaining === 0) void navigate('/', { replace: true });
  }, [verified, remaining, navigate]);

  const failure =
    verification.state !== 'failed'
      ? null
      : verification.error === null
        ? t('errors.invalidVerificationLink')
        : isExpiredLink(verification.error)
          ? t('errors.INVALID_OR_EXPIRED_LINK')
          : errorText(t, verification.error, 'invalidVerificationLink');

  return (
    <Page title={t('auth.verify.title')}>
      <section className="card verify" aria-live="polite">
        {verification.state === 'verifying' ? (
          <p className="verify__status">
            <span className="spinner" aria-hidden="true" />
            {t('auth.verify.verifying')}
          </p>
        ) : verified ? (
          <>
            <CheckCircleIcon className="verify__icon verify__icon--ok" width={40} height={40} />
            <h2 className="verify__title">{t('auth.verify.success')}</h2>
            <p>{t('auth.verify.successBody')}</p>
            <p className="verify__countdown" aria-live="off">
              {t('auth.verify.redirect', { count: remaining })}
            </p>
          </>
        ) : (
          <>
            <AlertCircleIcon className="verify__icon verify__icon--error" width={40} height={40} />
            <h2 className="verify__title">{t('auth.verify.failedTitle')}</h2>
            <p>{failure}</p>
          </>
        )}
        {verification.state !== 'verifying' ? (
          <ButtonLink to="/" variant={verified ? 'secondary' : 'primary'}>
            {t('auth.verify.goNow')}
          </ButtonLink>
        ) : null}
      </section>
    </Page>
  );
}
