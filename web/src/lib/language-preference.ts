import { isLanguage, type Language } from './language';
import { readStorage, writeStorage } from './storage';

const STORAGE_KEY = 'lang';

/** The UI language: the player's stored choice, else the instance language. */
export function initialLanguage(instanceLanguage: Language): Language {
  const stored = readStorage(STORAGE_KEY);
  return isLanguage(stored) ? stored : instanceLanguage;
}

export const storeLanguage = (language: Language): void => writeStorage(STORAGE_KEY, language);
