import { useTranslation } from 'react-i18next';
import { useScoresText } from '../i18n/texts';
import { errorKey, type ScoresErrorKey } from '../model/error-key';

/** A failed call in the editor's language (see model/error-key.ts for which text wins). */
export function useErrorText(): (error: unknown, fallback: ScoresErrorKey) => string {
  const { t } = useScoresText();
  const { t: app } = useTranslation();
  return (error, fallback) => {
    const key = errorKey(error, fallback);
    if (key === 'network') return app('errors.network');
    if (key === 'session') return app('errors.SESSION_EXPIRED');
    return t(`errors.${key}`);
  };
}
