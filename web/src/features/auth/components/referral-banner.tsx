import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../../components/ui/account-icons';
import { storedReferralCode } from '../../../lib/referral-code';
import { openAccountCard } from '../account-card';
import './referral-banner.css';

/**
 * The first thing an invited guest sees (the top of the guest menu): the invite waits for the registration
 * it will be sent with, and the button takes them to the account card's register tab.
 */
export function ReferralBanner() {
  const { t } = useTranslation();
  const [code] = useState(storedReferralCode);
  if (code === null) return null;
  return (
    <section className="referral-banner" aria-labelledby="referral-banner-title">
      <div className="referral-banner__body">
        <GiftIcon className="referral-banner__icon" />
        <div>
          <h2 id="referral-banner-title" className="referral-banner__title">
            {t('auth.referral.title')}
          </h2>
          <p className="referral-banner__text">{t('auth.referral.body', { code })}</p>
        </div>
      </div>
      <button
        type="button"
        className="button button--primary referral-banner__action"
        onClick={() => openAccountCard('register')}
      >
        {t('auth.referral.register')}
      </button>
    </section>
  );
}
