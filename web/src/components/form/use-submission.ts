import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ErrorFallback } from '../../lib/error-text';

/**
 * The busy state and failure message of a form or a button that talks to the server: `run` marks it busy,
 * runs the action and turns a failure into the message shown (errorText with `fallback`, or a text of the
 * caller's own); it answers whether the action went through. With `warning` a failure is also logged.
 */
export function useSubmission(fallback: ErrorFallback | ((error: unknown) => string), warning?: string) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setSubmitting(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      if (warning !== undefined) console.warn(warning, error);
      setFailure(typeof fallback === 'function' ? fallback(error) : errorText(t, error, fallback));
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  const clear = useCallback(() => setFailure(null), []);
  return { submitting, failure, run, clear };
}
