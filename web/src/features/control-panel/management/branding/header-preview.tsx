import { useTranslation } from 'react-i18next';
import type { BrandingView } from '../../../../../../contracts/auth.codec';
import { headerBrand } from '../../../../components/layout/header-brand';
import { HeaderBrandView } from '../../../../components/layout/header-brand-view';
import { useInstance } from '../../../../lib/instance-context';

/** A small copy of the header's left end, drawn by the header's own parts: what players will see. */
export function HeaderPreview({ branding }: { branding: BrandingView }) {
  const { t } = useTranslation();
  const { slug } = useInstance();
  return (
    <span className="cp-mgmt-preview" aria-hidden="true">
      <span className="site-header__brand cp-mgmt-preview__brand">
        <HeaderBrandView brand={headerBrand(branding, slug)} productName={t('app.productName')} />
      </span>
    </span>
  );
}
