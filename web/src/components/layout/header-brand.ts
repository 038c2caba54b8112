import type { BrandingView } from '../../../../contracts/auth.codec';
import { uploadsPathOf } from '../../../../domain/constants/uploads.constants';

// What the header's brand shows for an instance's branding (admin spec 3, player spec 2). Pure, so the
// header and the control panel's previews agree, and it is tested without a screen.

/** The parts of the brand, left to right. */
export interface HeaderBrand {
  /** The game's own mark and name. */
  readonly game: boolean;
  /** The instance's logo address, or null. */
  readonly logo: string | null;
  /** The instance's text, or ''. */
  readonly text: string;
}

/** The stored logo; the upload time in the query busts every cache when a new logo replaces it. */
export const logoAddress = (slug: string, logoUpdatedAt: string): string =>
  `${uploadsPathOf(slug)}/branding/logo.png?${encodeURIComponent(logoUpdatedAt)}`;

const GAME_ONLY: HeaderBrand = { game: true, logo: null, text: '' };

/**
 * `default`: the game's own; `custom`: the instance's logo and text instead (the game's own when it has
 * neither, so the header is never empty); `both`: the game's own followed by the instance's. A logo that
 * failed to load (`logoBroken`) counts as none.
 */
export function headerBrand(branding: BrandingView, slug: string, logoBroken = false): HeaderBrand {
  const { showLogo, logoUpdatedAt, brandDisplay } = branding;
  const logo = showLogo && logoUpdatedAt !== null && !logoBroken ? logoAddress(slug, logoUpdatedAt) : null;
  const text = branding.brandingText.trim();
  if (brandDisplay === 'default') return GAME_ONLY;
  if (brandDisplay === 'custom')
    return logo === null && text === '' ? GAME_ONLY : { game: false, logo, text };
  return { game: true, logo, text };
}

/**
 * The brand's words for the home link and the logo's alt text: what the header shows, so a screen reader
 * says what a sighted player reads.
 */
export const brandName = (brand: HeaderBrand, productName: string): string =>
  [brand.game ? productName : '', brand.text].filter((part) => part !== '').join(' · ') || productName;
