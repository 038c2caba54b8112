import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { MailIcon } from '../../../components/ui/account-icons';
import { useApi } from '../../../lib/api-context';
import { errorText } from '../../../lib/error-text';

type Resend = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/** After registering with an e-mail (or logging in before verifying it): where the link went, and a resend. */
export function RegistrationPending({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const [resend, setResend] = useState<Resend>({ state: 'idle' });

  async function sendAgain() {
    setResend({ state: 'sending' });
    try {
      await auth.resendVerification(email);
      setResend({ state: 'sent' });
    } catch (error) {
      setResend({ state: 'failed', message: errorText(t, error, 'resendFailed') });
    }
  }

  return (
    <div className="pending">
      <span className="pending__icon" aria-hidden="true">
        <MailIcon width={28} height={28} />
      </span>
      <h3 className="pending__title">{t('auth.pending.title')}</h3>
      {email ? (
        <p>
          {t('auth.pending.sentTo')} <strong className="pending__email">{email}</strong>
        </p>
      ) : null}
      <p className="pending__text">{t('auth.pending.instructions')}</p>
      <FormAlert message={resend.state === 'sent' ? t('auth.pending.resent') : null} tone="success" />
      <FormAlert message={resend.state === 'failed' ? resend.message : null} />
      <div className="form__actions">
        {email ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={resend.state === 'sending'}
            onClick={() => void sendAgain()}
          >
            {resend.state === 'sending' ? t('auth.pending.resending') : t('auth.pending.resend')}
          </button>
        ) : null}
        <button type="button" className="link-button" onClick={onBack}>
          {t('auth.pending.back')}
        </button>
      </div>
    </div>
  );
}
