import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api';
import { fi } from '../i18n/fi';
import { useCategoriesText } from '../i18n/texts';

type TabErrorKey = keyof typeof fi.errors;
const isTabErrorKey = (code: string): code is TabErrorKey => Object.hasOwn(fi.errors, code);
const NETWORK_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);

/**
 * A failed call in the editor's language: an unreachable server and an ended session in the app's shared
 * words, the tab's own codes in its words, anything else as the action's fallback (`saveFailed`, ...).
 */
export function useErrorText(): (error: unknown, fallback: TabErrorKey) => string {
  const { t } = useCategoriesText();
  const { t: app } = useTranslation();
  return (error, fallback) => {
    const code = isApiError(error) ? error.code : '';
    if (NETWORK_CODES.has(code)) return app('errors.network');
    if (code === 'SESSION_EXPIRED') return app('errors.SESSION_EXPIRED');
    return t(`errors.${isTabErrorKey(code) ? code : fallback}`);
  };
}
