import { REFERRAL_AD_FREE_DAYS } from '../../../../../domain/constants/accounts.constants';
import { GiftIcon } from '../../../components/ui/account-icons';
import { ButtonLink } from '../../../components/ui/button-link';
import { useAdsText } from '../i18n/texts';
import { OpenRegistrationButton } from './open-registration-button';

/**
 * Shown when the provider's script failed every retry, most often an ad blocker: no blame, the game goes
 * on, and the fair way to fewer ads (inviting friends earns ad-free days).
 */
export function AdBlockedNotice({ guest }: { guest: boolean }) {
  const t = useAdsText();
  return (
    <div className="ad-blocked" role="status">
      <h2 className="menu-card__title">{t('blockedTitle')}</h2>
      <p className="menu-card__text">{t('blockedBody', { days: REFERRAL_AD_FREE_DAYS })}</p>
      {guest ? (
        <OpenRegistrationButton>{t('createAccount')}</OpenRegistrationButton>
      ) : (
        <ButtonLink to="/referral" variant="secondary">
          <GiftIcon />
          {t('inviteFriends')}
        </ButtonLink>
      )}
    </div>
  );
}
