import type { BrandingView } from '../../../contracts/auth.codec';
import type { Language } from '../../../domain/language/language';

// What a chat app shows for a pasted link to any page (Open Graph, Twitter card). Chat apps run no
// JavaScript, so these tags are written into the HTML the server sends, in the instance's language.

export interface PreviewTexts {
  /** The game's name and tagline: the same words as the web app's `app.productName` and `app.tagline`. */
  productName: string;
  tagline: string;
  description: string;
  /** Describes the preview image (scripts/link-preview-image.ts draws it). */
  imageAlt: string;
  /** Open Graph's language_TERRITORY form. */
  locale: string;
}

// The server cannot import the web app's resources (the layers forbid it), so the few words it needs live
// here; they change rarely, and the product name and tagline must stay the web app's.
export const PREVIEW_TEXTS: Readonly<Record<Language, PreviewTexts>> = {
  fi: {
    productName: 'Sanaryhmät',
    tagline: 'Päivittäinen sanapeli',
    description:
      'Viisitoista sanaa, viisi kolmen sanan ryhmää. Löydä ryhmät ennen kuin pisteet loppuvat – uusi pulma joka päivä.',
    imageAlt: 'Sanaryhmät: pelin nimi ja viidentoista värillisen laatan ruudukko',
    locale: 'fi_FI',
  },
  en: {
    productName: 'Word Groups',
    tagline: 'A daily word game',
    description:
      'Fifteen words, five groups of three. Find the groups before the points run out – a new puzzle every day.',
    imageAlt: "Word Groups: the game's name over a grid of fifteen coloured tiles",
    locale: 'en_US',
  },
};

export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface LinkPreview {
  language: Language;
  /** The instance's branding; null when it could not be read (the game's own name is used then). */
  branding: BrandingView | null;
  /** The page's absolute address, without its query (see pageAddress). */
  pageUrl: string;
  /** The preview image's absolute address; null when the build has none (no image tags then). */
  imageUrl: string | null;
}

/** Text for an HTML attribute or element: nothing in it can end the attribute or open a tag. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The brand's words as the header shows them (web: header-brand.ts `brandName`): `default` the game's
 * name, `custom` the instance's text in its place, `both` the game's name followed by the text. Without a
 * text (none, or a logo only) it is the game's name.
 */
export function brandName(branding: BrandingView | null, productName: string): string {
  const text = branding?.brandingText.trim() ?? '';
  if (!branding || text === '' || branding.brandDisplay === 'default') return productName;
  return branding.brandDisplay === 'custom' ? text : `${productName} · ${text}`;
}

/**
 * The canonical address of a page: PUBLIC_URL with the request's path, and never its query (a query may
 * hold a one-time token, which must not reach a chat app's preview cache). Setting the path through URL
 * percent-encodes whatever could not stand in an address; the instance's root gets its trailing slash.
 */
export function pageAddress(publicUrl: string, path: string, slug: string): string {
  const url = new URL(publicUrl);
  const page = path === `/${slug}` ? `${path}/` : path;
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${page}`;
  url.search = '';
  url.hash = '';
  return url.href;
}

/** The `<title>` and the link-preview tags of a page, every value escaped. */
export function linkPreviewHead(preview: LinkPreview): string {
  const texts = PREVIEW_TEXTS[preview.language];
  const brand = brandName(preview.branding, texts.productName);
  const title = `${brand} · ${texts.tagline}`;
  const meta = (key: 'name' | 'property', name: string, value: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;
  const image = preview.imageUrl
    ? [
        meta('property', 'og:image', preview.imageUrl),
        meta('property', 'og:image:type', 'image/png'),
        meta('property', 'og:image:width', String(PREVIEW_IMAGE_SIZE.width)),
        meta('property', 'og:image:height', String(PREVIEW_IMAGE_SIZE.height)),
        meta('property', 'og:image:alt', texts.imageAlt),
        meta('name', 'twitter:image:alt', texts.imageAlt),
      ]
    : [];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', texts.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:locale', texts.locale),
    meta('property', 'og:title', title),
    meta('property', 'og:description', texts.description),
    meta('property', 'og:url', preview.pageUrl),
    ...image,
    // The card's title, description and image fall back to the Open Graph tags.
    meta('name', 'twitter:card', preview.imageUrl ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
}
