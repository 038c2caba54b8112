import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';

/** The address with a worded badge (not colour alone) telling whether it is verified. */
export function EmailState({ user }: { user: UserView }) {
  const { t } = useTranslation();
  if (user.email === null) return <span className="email-state__none">{t('settings.info.noEmail')}</span>;
  return (
    <span className="email-state">
      <span className="email-state__address">{user.email}</span>
      <span className={`email-state__badge email-state__badge--${user.emailVerified ? 'ok' : 'pending'}`}>
        {user.emailVerified ? t('settings.info.verified') : t('settings.info.unverified')}
      </span>
    </span>
  );
}
