import { useCallback, useEffect, useState } from 'react';
import { isCancelled } from './api';

export type Remote<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'ready'; readonly value: T };

/**
 * One read from the server for a view: loading, failed or ready; `reload` asks again (a retry button,
 * or fresh figures after a change). While a reload runs the last value stays on screen, so nothing jumps.
 * `load` must be stable (wrapped in useCallback by the caller).
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, what: string) {
  const [state, setState] = useState<Remote<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => setState({ kind: 'ready', value }),
      (error: unknown) => {
        if (isCancelled(error)) return;
        console.warn(`${what} unavailable`, error);
        setState({ kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [load, what, round]);

  const reload = useCallback(() => {
    // After a failure the retry shows as loading; a value on screen stays until the new one arrives.
    setState((current) => (current.kind === 'failed' ? { kind: 'loading' } : current));
    setRound((n) => n + 1);
  }, []);
  /** Shows a value the view already knows (e.g. a new suggestion) before the next read confirms it. */
  const replace = useCallback((value: T) => setState({ kind: 'ready', value }), []);
  return { state, reload, replace };
}

/** A ready value seen through `map`; loading and failed pass through. */
export function mapRemote<T, U>(state: Remote<T>, map: (value: T) => U): Remote<U> {
  return state.kind === 'ready' ? { kind: 'ready', value: map(state.value) } : state;
}
