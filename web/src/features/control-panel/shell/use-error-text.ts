import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextKey } from './error-text-key';

type ErrorText<Fallback extends string> = (error: unknown, fallback: Fallback) => string;

/**
 * A tab's hook for a failed call in the editor's language (see error-text-key.ts for which text wins),
 * made from the tab's texts and the codes it has texts of.
 */
export function errorTextHook<Code extends string, Fallback extends string = Code>(
  useTabText: () => { t: (key: `errors.${NoInfer<Code | Fallback>}`) => string },
  isTabCode: (code: string) => code is Code,
): () => ErrorText<Fallback> {
  return function useErrorText() {
    const { t } = useTabText();
    const { t: app } = useTranslation();
    return useCallback<ErrorText<Fallback>>(
      (error, fallback) => {
        const text = errorTextKey(error, fallback, isTabCode);
        return text.scope === 'app' ? app(text.key) : t(text.key);
      },
      [t, app],
    );
  };
}
