import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../brand/logo-mark';
import { LanguageSwitch } from './language-switch';
import './site-header.css';

/** Logo and name on the left; on the right the language switch and the player's actions (settings, logout). */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={t('header.homeLink')}>
          <LogoMark size={34} />
          <span className="site-header__name">{t('app.productName')}</span>
        </Link>
        <div className="site-header__actions">
          <LanguageSwitch />
          {actions}
        </div>
      </div>
    </header>
  );
}
