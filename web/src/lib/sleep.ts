import { CancelledError } from './api';

/** Waits `ms`; an abort ends the wait at once with a CancelledError (which readers do not show as a failure). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new CancelledError());
    const onAbort = () => {
      window.clearTimeout(timer);
      reject(new CancelledError());
    };
    const timer = window.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
