import { PREVIEW_TEXTS } from './link-preview';
import type { PageInstance } from './index-page';

// The page's colours before the app's styles arrive, as index.html's theme-color tags name them.
const LIGHT = { background: '#f6f4ef', theme: '#f6f4ef' };
const DARK = { background: '#11131b', theme: '#11131b' };

/**
 * Each site is its own installable app: its name in its language, opening at and confined to its own path,
 * so the Finnish and the English site install side by side and keep their own sign-ins and caches. The
 * icons are the build's (scripts/app-icons.ts), shared by both.
 */
export function webManifest(instance: PageInstance) {
  const texts = PREVIEW_TEXTS[instance.language];
  const base = `/${instance.slug}/`;
  return {
    id: base,
    name: texts.productName,
    short_name: texts.productName,
    description: texts.description,
    lang: instance.language,
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    orientation: 'portrait',
    background_color: LIGHT.background,
    theme_color: LIGHT.theme,
    // Chromium's proposal for a dark variant; others ignore it and take index.html's theme-color tags.
    user_preferences: { color_scheme_dark: { background_color: DARK.background, theme_color: DARK.theme } },
    categories: ['games', 'education'],
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
