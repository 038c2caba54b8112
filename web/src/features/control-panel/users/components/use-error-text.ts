import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextKey, type UsersErrorFallback } from '../model/error-key';
import { useUsersText } from '../i18n/texts';

/** A failed call in the admin's language: the code's own text, or the action's fallback. */
export function useErrorText(): (error: unknown, fallback: UsersErrorFallback) => string {
  const { t } = useUsersText();
  const { t: app } = useTranslation();
  return useCallback(
    (error, fallback) => {
      const text = errorTextKey(error, fallback);
      return text.scope === 'app' ? app(text.key) : t(text.key);
    },
    [t, app],
  );
}
