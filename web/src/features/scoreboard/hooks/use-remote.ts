import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled } from '../../../lib/api';

/** What a screen knows of something it reads from the server. */
export type Remote<T> =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  /** `refreshing`: an older value shown while the next one (another page, a reload) is on its way. */
  | { kind: 'ready'; value: T; refreshing: boolean };

type Settled<T> = { kind: 'failed'; error: unknown } | { kind: 'ready'; value: T };

export interface RemoteState<T> {
  remote: Remote<T>;
  /** Reads again; the value shown meanwhile stays, marked refreshing. */
  reload: () => void;
}

/**
 * Reads whenever `key` changes (null: not yet, e.g. before the preferences arrive). The previous value
 * stays on screen while the next page loads, so a list does not collapse to a spinner on every click.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RemoteState<T> {
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string; version: number; settled: Settled<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (value) => setState({ key, version, settled: { kind: 'ready', value } }),
      (error: unknown) => {
        if (isCancelled(error) || controller.signal.aborted) return;
        console.warn('Scoreboard read failed', error);
        setState({ key, version, settled: { kind: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);

  let remote: Remote<T>;
  if (state !== null && state.key === key && state.version === version) {
    remote = state.settled.kind === 'ready' ? { ...state.settled, refreshing: false } : state.settled;
  } else if (state?.settled.kind === 'ready') {
    remote = { kind: 'ready', value: state.settled.value, refreshing: true };
  } else {
    remote = { kind: 'loading' };
  }
  return { remote, reload };
}
