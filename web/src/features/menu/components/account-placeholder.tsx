import { useTranslation } from 'react-i18next';

/** Where the login and register tabs will live. */
export function AccountPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className="card menu-card menu-card--account" aria-labelledby="account-title">
      <h2 id="account-title" className="menu-card__title">
        {t('menu.accountTitle')}
      </h2>
      <p className="menu-card__text">{t('menu.accountBody')}</p>
      <p className="badge">{t('common.comingSoon')}</p>
    </section>
  );
}
