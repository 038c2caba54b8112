import { useState } from 'react';
import { useGroupErrorText, type GroupActionFailure } from './use-group-error-text';

/** The busy state and failure text of a button that changes a group (leave, delete, remove, join). */
export function useGroupAction(fallback: GroupActionFailure = 'actionFailed') {
  const errorText = useGroupErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      console.warn('Group action failed', error);
      setFailure(errorText(error, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, run, clear: () => setFailure(null) };
}
