import type { Language } from '../../../domain/language/language';

/** A `<link>` the build marks with the language whose texts it preloads (web/build/language-preload-plugin.ts). */
const LANGUAGE_PRELOAD = /[ \t]*<link\b[^>]*\sdata-language="([^"]*)"[^>]*>\n?/g;

/**
 * The built index.html preloads every language's texts; a page is in its instance's language only, so the
 * others' preloads are taken out and the browser fetches one language's texts beside the app's code.
 */
export const keepOwnLanguagePreload = (page: string, language: Language): string =>
  page.replace(LANGUAGE_PRELOAD, (tag, tagLanguage: string) => (tagLanguage === language ? tag : ''));
