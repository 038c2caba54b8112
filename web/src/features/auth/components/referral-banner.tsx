import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../../components/ui/account-icons';
import { storedReferralCode } from '../../../lib/referral-code';

/** Shown while an invite code (from /invite/:code) waits for the registration it will be sent with. */
export function ReferralBanner() {
  const { t } = useTranslation();
  const [code] = useState(storedReferralCode);
  if (code === null) return null;
  return (
    <div className="referral-banner">
      <GiftIcon className="referral-banner__icon" />
      <div>
        <p className="referral-banner__title">{t('auth.referral.title')}</p>
        <p className="referral-banner__text">{t('auth.referral.body', { code })}</p>
      </div>
    </div>
  );
}
