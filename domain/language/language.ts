import { SUPPORTED_LANGUAGES, type Language } from '../constants/accounts.constants';

export type { Language };
export { SUPPORTED_LANGUAGES };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
