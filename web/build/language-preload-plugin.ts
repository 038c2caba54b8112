import type { Plugin } from 'vite';

/** The modules holding each language's texts of the first paint (web/src/i18n/resources/<language>.first.ts). */
const LANGUAGE_TEXTS = /\/src\/i18n\/resources\/([a-z]{2})\.first\.ts$/;

/**
 * Each language's texts of the first paint are a chunk of their own, fetched by the app before its first
 * render. To spare that wait its round trip, index.html names every language's chunk as a `modulepreload`
 * marked with `data-language`; the server keeps the page's language only (adapters/http/web-app), so the browser
 * fetches it beside the app's own code and no other language's texts.
 */
export function languagePreloads(): Plugin {
  return {
    name: 'language-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.values(bundle ?? {}).flatMap((output) => {
          const language = output.type === 'chunk' ? output.facadeModuleId?.match(LANGUAGE_TEXTS)?.[1] : null;
          if (!language) return [];
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${output.fileName}`,
                'data-language': language,
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}
