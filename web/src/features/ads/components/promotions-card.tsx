import type { ReactNode } from 'react';
import { REFERRAL_AD_FREE_DAYS } from '../../../../../domain/constants/accounts.constants';
import { GiftIcon } from '../../../components/ui/account-icons';
import { ButtonLink } from '../../../components/ui/button-link';
import { UsersIcon } from '../../../components/ui/icons';
import { useAdsText } from '../i18n/texts';
import { OpenRegistrationButton } from './open-registration-button';

function Promotion(props: { icon: ReactNode; title: string; body: string; action?: ReactNode }) {
  return (
    <li className="promo">
      <span className="promo__icon" aria-hidden="true">
        {props.icon}
      </span>
      <div className="promo__text">
        <h3 className="promo__title">{props.title}</h3>
        <p className="promo__body">{props.body}</p>
        {props.action}
      </div>
    </li>
  );
}

/**
 * The slot without an ad provider (DESIGN 11): the game's own promotions, under the same ad-free rule as ads.
 * Players go straight to the referral and groups pages; guests, who cannot open them, to registration.
 */
export function PromotionsCard({ guest }: { guest: boolean }) {
  const t = useAdsText();
  return (
    <section className="card menu-card promo-card" aria-labelledby="promo-title">
      <div className="promo-card__heading">
        <p className="eyebrow promo-card__eyebrow">{t('promoLabel')}</p>
        <h2 id="promo-title" className="menu-card__title">
          {t('promoTitle')}
        </h2>
        {guest ? <p className="menu-card__text">{t('promoGuestBody')}</p> : null}
      </div>
      <ul className="promo-card__list">
        <Promotion
          icon={<GiftIcon />}
          title={t('promoInviteTitle')}
          body={t('promoInviteBody', { days: REFERRAL_AD_FREE_DAYS })}
          action={
            guest ? null : (
              <ButtonLink to="/referral" variant="secondary">
                {t('inviteFriends')}
              </ButtonLink>
            )
          }
        />
        <Promotion
          icon={<UsersIcon />}
          title={t('promoGroupsTitle')}
          body={t('promoGroupsBody')}
          action={
            guest ? null : (
              <ButtonLink to="/scoreboard/groups" variant="secondary">
                {t('promoGroups')}
              </ButtonLink>
            )
          }
        />
      </ul>
      {guest ? <OpenRegistrationButton>{t('createAccount')}</OpenRegistrationButton> : null}
    </section>
  );
}
