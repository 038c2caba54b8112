import { useEffect, useState } from 'react';
import type { EmailJobView } from '../../../../../../contracts/email.codec';
import { isCancelled } from '../../../../lib/api';
import { useLatest } from '../../../../lib/use-latest';
import { useEmailApi } from '../api/use-email-api';
import { FOLLOW_INTERVAL_MS, isRunning } from '../model/job-progress';

/**
 * A job as it goes: read again every 2 s while it runs (the next read waits for the last), then left
 * alone. `onEnd` hears once that it ended. A failed read keeps the last value and tries again.
 */
export function useFollowedJob(initial: EmailJobView, onEnd: (job: EmailJobView) => void) {
  const api = useEmailApi();
  const [job, setJob] = useState(initial);
  const [stale, setStale] = useState(false);
  const ended = useLatest(onEnd);
  const running = isRunning(job);

  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    let timer = 0;
    const next = () => {
      timer = window.setTimeout(() => {
        api.job(job.jobId, {}, controller.signal).then(
          (answer) => {
            setStale(false);
            setJob(answer.job);
            if (isRunning(answer.job)) next();
            else ended.current(answer.job);
          },
          (error: unknown) => {
            if (isCancelled(error) || controller.signal.aborted) return;
            setStale(true);
            next();
          },
        );
      }, FOLLOW_INTERVAL_MS);
    };
    next();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [api, job.jobId, running, ended]);

  return { job, stale };
}
