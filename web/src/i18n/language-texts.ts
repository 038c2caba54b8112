import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';
import type { Language } from '../lib/language';
import type { FirstMessages, LaterMessages } from './resources/types';

// Each language's texts are two chunks of their own. A page needs its site's language only, so the first
// download carries one language, and of it only the texts of the first paint (resources/<language>.first.ts:
// the menu, the shell, the forms, every error). The rest (resources/<language>.later.ts: the pages opened
// from the menu) is fetched once the page is drawn, and every chunk fetched from the first download waits
// for it (`withLaterTexts`). Another language is fetched whole where a page shows it (the language control,
// /qr).

type Part = 'first' | 'later';

const loaders: Record<
  Language,
  { first: () => Promise<FirstMessages>; later: () => Promise<LaterMessages> }
> = {
  fi: {
    first: async () => (await import('./resources/fi.first')).fiFirst,
    later: async () => (await import('./resources/fi.later')).fiLater,
  },
  en: {
    first: async () => (await import('./resources/en.first')).enFirst,
    later: async () => (await import('./resources/en.later')).enLater,
  },
};

/** The page's i18next instances and the parts of each language each has loaded or is loading. */
const loads = new WeakMap<i18n, Map<string, Promise<void>>>();
const loaded = new WeakMap<i18n, Set<string>>();

const loadedOf = (instance: i18n): Set<string> => {
  const parts = loaded.get(instance) ?? new Set<string>();
  loaded.set(instance, parts);
  return parts;
};
const partKey = (language: Language, part: Part) => `${language}:${part}`;

/** Fetches a language's texts of the first paint (createI18n builds the instance on them). */
export const fetchLanguageTexts = (language: Language): Promise<FirstMessages> => loaders[language].first();

/** Records texts the instance was created with, so they are not fetched again. */
export const markLanguageLoaded = (instance: i18n, language: Language): void => {
  loadedOf(instance).add(partKey(language, 'first'));
};

/** Whether the instance has all of a language's texts. */
export const hasLanguageTexts = (instance: i18n, language: Language): boolean =>
  loadedOf(instance).has(partKey(language, 'first')) && loadedOf(instance).has(partKey(language, 'later'));

/**
 * Adds one part of a language's texts to the instance once; calls for a part on its way share the one
 * fetch. Merged deeply: the other part, or a feature chunk, may already have added texts under its keys.
 */
function loadPart(instance: i18n, language: Language, part: Part): Promise<void> {
  const key = partKey(language, part);
  if (loadedOf(instance).has(key)) return Promise.resolve();
  const pending = loads.get(instance) ?? new Map<string, Promise<void>>();
  loads.set(instance, pending);
  const running = pending.get(key);
  if (running) return running;
  const load = loaders[language][part]().then(
    (texts) => {
      instance.addResourceBundle(language, 'translation', texts, true, false);
      loadedOf(instance).add(key);
    },
    (error: unknown) => {
      // A failed fetch (a dropped connection) may be tried again on the next need.
      pending.delete(key);
      throw error;
    },
  );
  pending.set(key, load);
  return load;
}

/** Adds a language's texts, both parts, to the instance. */
export const loadLanguageTexts = (instance: i18n, language: Language): Promise<void> =>
  Promise.all([loadPart(instance, language, 'first'), loadPart(instance, language, 'later')]).then(
    () => undefined,
  );

/** Adds the later part of every language the instance has begun with (the page's, and its fallback). */
export function loadLaterTexts(instance: i18n): Promise<void> {
  const begun = [...loadedOf(instance)].filter((key) => key.endsWith(':first'));
  const languages = begun.map((key) => key.slice(0, -':first'.length) as Language);
  return Promise.all(languages.map((language) => loadPart(instance, language, 'later'))).then(
    () => undefined,
  );
}

/**
 * A chunk fetched from the first download, ready once the later texts are here too: its components may show
 * any text. Every dynamic import of the first download's modules goes through here.
 */
export function withLaterTexts<T>(chunk: Promise<T>): Promise<T> {
  const instance = getI18n() as i18n | undefined;
  return instance === undefined
    ? chunk
    : Promise.all([chunk, loadLaterTexts(instance)]).then(([module]) => module);
}
