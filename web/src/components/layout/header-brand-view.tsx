import { LogoMark } from '../brand/logo-mark';
import type { HeaderBrand } from './header-brand';

/**
 * The brand's parts as the header draws them; the control panel's previews draw the same. The logo box is
 * fixed, so nothing moves when it arrives, and a logo that fails to load reports it through `onLogoError`.
 */
export function HeaderBrandView({
  brand,
  productName,
  onLogoError,
}: {
  brand: HeaderBrand;
  productName: string;
  onLogoError?: () => void;
}) {
  const own = brand.logo !== null || brand.text !== '';
  return (
    <>
      {brand.game ? (
        <>
          <LogoMark size={34} />
          <span className="site-header__name">{productName}</span>
        </>
      ) : null}
      {own ? (
        <span className={`site-header__own${brand.game ? ' site-header__own--after' : ''}`}>
          {brand.logo === null ? null : (
            <img
              className="site-header__logo"
              src={brand.logo}
              width={34}
              height={34}
              alt={brand.text || productName}
              onError={onLogoError}
            />
          )}
          {brand.text === '' ? null : <span className="site-header__text">{brand.text}</span>}
        </span>
      ) : null}
    </>
  );
}
