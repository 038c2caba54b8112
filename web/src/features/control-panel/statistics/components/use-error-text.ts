import { useTranslation } from 'react-i18next';
import { useStatisticsText } from '../i18n/texts';
import { errorKey, type StatisticsErrorKey } from '../model/error-key';

/**
 * A failed read in the editor's language: an unreachable server and an ended session in the app's shared
 * words, the tab's own codes in its words, anything else as the action's fallback.
 */
export function useErrorText(): (error: unknown, fallback: StatisticsErrorKey) => string {
  const { t } = useStatisticsText();
  const { t: app } = useTranslation();
  return (error, fallback) => {
    const key = errorKey(error, fallback);
    if (key === 'network') return app('errors.network');
    if (key === 'session') return app('errors.SESSION_EXPIRED');
    return t(`errors.${key}`);
  };
}
