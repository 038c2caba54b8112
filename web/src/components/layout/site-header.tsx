import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BrandingView } from '../../../../contracts/auth.codec';
import { NO_BRANDING } from '../../lib/api';
import { useApi } from '../../lib/api-context';
import { useInstance } from '../../lib/instance-context';
import { useRemote } from '../../lib/use-remote';
import { BRANDING_CHANGED_EVENT, brandName, headerBrand } from './header-brand';
import { HeaderBrandView } from './header-brand-view';
import { LanguageSwitch } from './language-switch';
import './site-header.css';

/**
 * The instance's branding, read once per page (the server and the browser cache it 15 s, so players see
 * a change within that); a save in the control panel shows at once in the admin's own header.
 */
function useBranding(): BrandingView | null {
  const { system } = useApi();
  const { remote, replace } = useRemote('branding', () => system.branding());
  useEffect(() => {
    const changed = (event: Event) => replace((event as CustomEvent<BrandingView>).detail);
    window.addEventListener(BRANDING_CHANGED_EVENT, changed);
    return () => window.removeEventListener(BRANDING_CHANGED_EVENT, changed);
  }, [replace]);
  return remote.kind === 'ready' ? remote.value : null;
}

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
