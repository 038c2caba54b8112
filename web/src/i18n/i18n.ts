import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../lib/language';
import { en } from './resources/en';
import { fi } from './resources/fi';

/** Both languages are bundled (they are small), so initialisation is synchronous: no loading flash. */
export function createI18n(language: Language, fallback: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { fi: { translation: fi }, en: { translation: en } },
    lng: language,
    fallbackLng: fallback,
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    react: { useSuspense: false },
  });
  document.documentElement.lang = language;
  instance.on('languageChanged', (next) => {
    document.documentElement.lang = next;
  });
  return instance;
}
