import { useTranslation } from 'react-i18next';
import { BulbIcon } from '../../../components/ui/icons';
import { GiftIcon } from '../../../components/ui/account-icons';
import { ButtonLink } from '../../../components/ui/button-link';

/** The menu's way to the suggestion page (spec 2) and to the invite link. */
export function CommunityCard() {
  const { t } = useTranslation();
  return (
    <section className="card menu-card community-card" aria-labelledby="community-title">
      <div className="community-card__text">
        <h2 id="community-title" className="menu-card__title">
          {t('social.menu.title')}
        </h2>
        <p className="menu-card__text">{t('social.menu.body')}</p>
      </div>
      <div className="community-card__actions">
        <ButtonLink to="/suggestions" variant="secondary">
          <BulbIcon />
          {t('social.menu.suggest')}
        </ButtonLink>
        <ButtonLink to="/referral" variant="secondary">
          <GiftIcon />
          {t('social.menu.invite')}
        </ButtonLink>
      </div>
    </section>
  );
}
