import type { BrandingView } from '../../../../../../contracts/auth.codec';
import { BRANDING_CHANGED_EVENT } from '../../../../components/layout/header-brand';

/** The admin's own header shows a saved branding at once (players' pages within the settings cache). */
export const announceBranding = (branding: BrandingView): void => {
  window.dispatchEvent(new CustomEvent(BRANDING_CHANGED_EVENT, { detail: branding }));
};
