import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../lib/language';
import { fetchLanguageTexts, markLanguageLoaded } from './language-texts';

/**
 * The page's texts: its language's resources are fetched first (one chunk, started before React renders),
 * then i18next starts synchronously on them, so the first render has every text: no loading flash. Other
 * languages join later where a page shows them (./language-texts.ts).
 */
export async function createI18n(language: Language, fallback: Language): Promise<i18n> {
  const languages = [...new Set([language, fallback])];
  const resources = await Promise.all(
    languages.map(async (lng) => [lng, { translation: await fetchLanguageTexts(lng) }] as const),
  );
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(resources),
    lng: language,
    fallbackLng: fallback,
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    react: { useSuspense: false },
  });
  for (const lng of languages) markLanguageLoaded(instance, lng);
  return instance;
}

/** The page's `lang` follows the texts shown, for screen readers and hyphenation. */
export function followLanguage(i18n: i18n, page: HTMLElement): void {
  page.lang = i18n.language;
  i18n.on('languageChanged', (next) => {
    page.lang = next;
  });
}
