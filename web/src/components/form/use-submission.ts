import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ErrorKey } from '../../lib/error-text';

/**
 * The busy state and failure message of a form that talks to the server: `run` marks the form busy, runs
 * the action and turns a failure into the message shown above the submit button.
 */
export function useSubmission(fallback: ErrorKey) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<void>): Promise<void> {
    setSubmitting(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorText(t, error, fallback));
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, failure, run };
}
