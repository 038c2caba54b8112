import { useCallback, useEffect, useState } from 'react';
import { isCancelled } from './api';
import { useLatest } from './use-latest';

/** What a screen knows of something it reads from the server. */
export type Remote<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  /** `refreshing`: an older value shown while the next one (another page, a reload) is on its way. */
  | { readonly kind: 'ready'; readonly value: T; readonly refreshing: boolean };

type Settled<T> = { kind: 'failed'; error: unknown } | { kind: 'ready'; value: T };

export interface RemoteState<T> {
  remote: Remote<T>;
  /** Reads again; the value shown meanwhile stays, marked refreshing. After a failure it shows as loading. */
  reload: () => void;
  /** Shows a value the view already knows (e.g. a new suggestion) before the next read confirms it. */
  replace: (value: T) => void;
}

/**
 * Reads whenever `key` changes (null: not yet, e.g. before the preferences arrive). The previous value
 * stays on screen while the next page loads, so a list does not collapse to a spinner on every click.
 * `load` may change on every render: only `key` (and `reload`) start a new read. A failed read is logged
 * as `warning`.
 */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  warning = 'Server read failed',
): RemoteState<T> {
  const latestLoad = useLatest(load);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string; version: number; settled: Settled<T> } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    latestLoad.current(controller.signal).then(
      (value) => {
        // A loader that does not reject on abort (shared promises, Promise.allSettled) is ignored here.
        if (!controller.signal.aborted) setState({ key, version, settled: { kind: 'ready', value } });
      },
      (error: unknown) => {
        if (isCancelled(error) || controller.signal.aborted) return;
        console.warn(warning, error);
        setState({ key, version, settled: { kind: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key, version, warning, latestLoad]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const replace = useCallback(
    (value: T) => {
      if (key !== null) setState({ key, version, settled: { kind: 'ready', value } });
    },
    [key, version],
  );

  let remote: Remote<T>;
  if (state !== null && state.key === key && state.version === version) {
    remote = state.settled.kind === 'ready' ? { ...state.settled, refreshing: false } : state.settled;
  } else if (state?.settled.kind === 'ready') {
    remote = { kind: 'ready', value: state.settled.value, refreshing: true };
  } else {
    remote = { kind: 'loading' };
  }
  return { remote, reload, replace };
}

/** A ready value seen through `map`; loading and failed pass through. */
export function mapRemote<T, U>(remote: Remote<T>, map: (value: T) => U): Remote<U> {
  return remote.kind === 'ready' ? { ...remote, value: map(remote.value) } : remote;
}

const LOADING = { kind: 'loading' } as const;

/**
 * Only what was read for the current key: an older value kept on screen while the next one loads shows as
 * loading instead, for views where another key's value would mislead (another day, another player).
 */
export function currentOnly<T>(remote: Remote<T>): Remote<T> {
  return remote.kind === 'ready' && remote.refreshing ? LOADING : remote;
}
