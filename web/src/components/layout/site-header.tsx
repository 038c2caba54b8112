import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NO_BRANDING } from '../../lib/api';
import { useInstance } from '../../lib/instance-context';
import { useBranding } from '../../lib/use-branding';
import { brandName, headerBrand } from './header-brand';
import { HeaderBrandView } from './header-brand-view';
import { LanguageSwitch } from './language-switch';
import './site-header.css';

/** Brand on the left (the game's, the instance's or both); on the right the language switch and the player's actions. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  const { slug } = useInstance();
  // Until it arrives (and when it cannot be read) the game's own brand shows.
  const branding = useBranding() ?? NO_BRANDING;
  // The address that failed: a new logo gets its own chance.
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const productName = t('app.productName');
  const intended = headerBrand(branding, slug);
  const shown =
    intended.logo !== null && intended.logo === brokenLogo ? headerBrand(branding, slug, true) : intended;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link
          to="/"
          className="site-header__brand"
          aria-label={t('header.homeLink', { name: brandName(shown, productName) })}
        >
          <HeaderBrandView
            brand={shown}
            productName={productName}
            onLogoError={() => setBrokenLogo(shown.logo)}
          />
        </Link>
        <div className="site-header__actions">
          <LanguageSwitch />
          {actions}
        </div>
      </div>
    </header>
  );
}
