import type { Language } from './language';
import { writeStorage } from './storage';

const STORAGE_KEY = 'lang';

/**
 * The UI language is always the instance's: /fi/ and /en/ are separate sites with their own puzzles and
 * accounts, and Finnish menus over English words would leave a player unsure which game they are in. An
 * older stored choice is therefore overwritten; `lang` keeps the language in use (player-side spec 1).
 */
export function initialLanguage(instanceLanguage: Language): Language {
  storeLanguage(instanceLanguage);
  return instanceLanguage;
}

export const storeLanguage = (language: Language): void => writeStorage(STORAGE_KEY, language);
