import { useState } from 'react';
import { notify } from '../../../components/toast/notify';
import { isApiError } from '../../../lib/api';

interface RowActionsOptions<Fallback extends string> {
  /** Reads the list again after a change. */
  reload: () => void;
  /** The code the server answers for a row someone else removed meanwhile: the list is read again then. */
  goneCode: string;
  errorText: (error: unknown, fallback: Fallback) => string;
}

/**
 * A list's actions on one row at a time (switch it, delete it): the row that is busy, the failure to
 * show, and after each change a notice and a fresh list. A row gone meanwhile disappears on the re-read
 * instead of failing again.
 */
export function useRowActions<Fallback extends string>({
  reload,
  goneCode,
  errorText,
}: RowActionsOptions<Fallback>) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(id: string, work: () => Promise<unknown>, done: string, fallback: Fallback) {
    setBusyId(id);
    setFailure(null);
    try {
      await work();
      notify.success(done);
      reload();
      return true;
    } catch (error) {
      setFailure(errorText(error, fallback));
      if (isApiError(error, goneCode)) reload();
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, failure, run };
}
