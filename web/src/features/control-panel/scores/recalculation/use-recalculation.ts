import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isApiError, isCancelled } from '../../../../lib/api';
import { sleep } from '../../../../lib/sleep';
import { useScoresApi } from '../api/use-scores-api';
import { asProgress } from '../api/recalculation-events';
import type { FollowMode } from '../api/scores-api';
import { INITIAL_RECALCULATION, reduceRecalculation } from '../model/recalculation-state';

/** Waits before each reconnection; after the last one the card offers a button instead. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/** A refusal that a retry cannot change (no right, no such job): stop instead of reconnecting. */
const isFinalRefusal = (error: unknown) =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

/**
 * The recalculation as the card shows it. On open it reads the newest job and, if it runs, follows it.
 * Starting streams the new job's events; when one already runs (409) it follows that one instead. A
 * broken stream reconnects by itself while the job runs. Leaving the page closes the stream only: the job
 * goes on on the server.
 */
export function useRecalculation() {
  const api = useScoresApi();
  const [state, dispatch] = useReducer(reduceRecalculation, INITIAL_RECALCULATION);
  const current = useRef<AbortController | null>(null);

  const stream = useCallback(
    async (first: FollowMode) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const { signal } = controller;
      let mode = first;
      let jobId = first.kind === 'follow' ? first.jobId : null;
      let failures = 0;
      while (!signal.aborted) {
        let over = false;
        try {
          await api.recalculation(mode, signal, (event) => {
            failures = 0;
            if (event.name === 'streamFailed') return;
            jobId = event.progress.jobId;
            dispatch({ type: 'event', job: event.progress });
            over = event.progress.state !== 'running';
          });
          if (over) return;
        } catch (error) {
          if (isCancelled(error) || signal.aborted) return;
          const running = isApiError(error, 'RECALCULATION_RUNNING')
            ? asProgress((error.details as { progress?: unknown } | undefined)?.progress)
            : null;
          if (mode.kind === 'start' && running !== null) {
            dispatch({ type: 'joined', job: running });
            mode = { kind: 'follow', jobId: running.jobId };
            jobId = running.jobId;
            continue;
          }
          if (mode.kind === 'start' && isFinalRefusal(error)) {
            dispatch({ type: 'startRefused', error });
            return;
          }
          if (isFinalRefusal(error)) {
            dispatch({ type: 'lost' });
            return;
          }
        }
        // The stream ended without the job's end, or broke: the job may well run on. Follow it again.
        mode = { kind: 'follow', jobId };
        const delay = RECONNECT_DELAYS_MS[failures];
        failures += 1;
        if (delay === undefined) {
          dispatch({ type: 'lost' });
          return;
        }
        dispatch({ type: 'reconnecting' });
        try {
          await sleep(delay, signal);
        } catch {
          return;
        }
      }
    },
    [api],
  );

  const load = useCallback(
    async (signal: AbortSignal) => {
      dispatch({ type: 'reload' });
      try {
        const job = await api.latestJob(signal);
        if (signal.aborted) return;
        dispatch({ type: 'loaded', job });
        if (job?.state === 'running') void stream({ kind: 'follow', jobId: job.jobId });
      } catch (error) {
        if (!isCancelled(error) && !signal.aborted) dispatch({ type: 'loadFailed', error });
      }
    },
    [api, stream],
  );

  const page = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    page.current = controller;
    void load(controller.signal);
    return () => {
      controller.abort();
      current.current?.abort();
    };
  }, [load]);

  return {
    state,
    start: () => {
      dispatch({ type: 'starting' });
      void stream({ kind: 'start' });
    },
    reconnect: () => {
      dispatch({ type: 'follow' });
      void stream({ kind: 'follow', jobId: state.job?.jobId ?? null });
    },
    reload: () => void load(page.current?.signal ?? new AbortController().signal),
  };
}
