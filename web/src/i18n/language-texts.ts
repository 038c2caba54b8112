import type { i18n } from 'i18next';
import type { Language } from '../lib/language';
import type { Messages } from './resources/types';

// Each language's texts are a chunk of their own: a page needs its site's language only, so the first
// download carries one language. The other is fetched where a page shows it (the language control, /qr).

const loaders: Record<Language, () => Promise<Messages>> = {
  fi: async () => (await import('./resources/fi')).fi,
  en: async () => (await import('./resources/en')).en,
};

/** The page's i18next instances and the languages each has loaded or is loading. */
const loads = new WeakMap<i18n, Map<Language, Promise<void>>>();
const loaded = new WeakMap<i18n, Set<Language>>();

const loadedOf = (instance: i18n): Set<Language> => {
  const languages = loaded.get(instance) ?? new Set<Language>();
  loaded.set(instance, languages);
  return languages;
};

/** Fetches a language's texts (not the instance itself: createI18n builds it with its first language). */
export const fetchLanguageTexts = (language: Language): Promise<Messages> => loaders[language]();

/** Records texts the instance was created with, so they are not fetched again. */
export const markLanguageLoaded = (instance: i18n, language: Language): void => {
  loadedOf(instance).add(language);
};

export const hasLanguageTexts = (instance: i18n, language: Language): boolean =>
  loadedOf(instance).has(language);

/**
 * Adds a language's texts to the instance once; calls for a language on its way share the one fetch. Merged
 * deeply: a feature chunk may already have added its own texts in that language.
 */
export function loadLanguageTexts(instance: i18n, language: Language): Promise<void> {
  if (hasLanguageTexts(instance, language)) return Promise.resolve();
  const pending = loads.get(instance) ?? new Map<Language, Promise<void>>();
  loads.set(instance, pending);
  const running = pending.get(language);
  if (running) return running;
  const load = fetchLanguageTexts(language).then(
    (texts) => {
      instance.addResourceBundle(language, 'translation', texts, true, false);
      markLanguageLoaded(instance, language);
    },
    (error: unknown) => {
      // A failed fetch (a dropped connection) may be tried again on the next need.
      pending.delete(language);
      throw error;
    },
  );
  pending.set(language, load);
  return load;
}
