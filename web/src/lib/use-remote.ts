import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryObserverResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { isCancelled } from './api';
import { DEFAULT_READ_WARNING } from './query-client';
import { useLatest } from './use-latest';

/** What a screen knows of something it reads from the server. */
export type Remote<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  /** `refreshing`: an older value shown while the next one (another page, a reload) is on its way. */
  | { readonly kind: 'ready'; readonly value: T; readonly refreshing: boolean };

/**
 * A read's place in the page's shared cache. The first element names the resource (`['users', 'details',
 * id]`): keys are unique across the app, and invalidating a prefix (`['users']`) refreshes every screen
 * that shows that resource.
 */
export type RemoteKey = readonly [resource: string, ...details: unknown[]];

/** A value a read can give: anything but undefined, which the cache takes for "no answer". */
export type Readable = NonNullable<unknown> | null;

/** The cache times of a read (0 and no interval unless a spec says otherwise). */
export type RemoteOptions<T extends Readable> = Pick<
  UseQueryOptions<T, unknown, T, RemoteKey>,
  'staleTime' | 'refetchInterval' | 'refetchOnWindowFocus'
>;

export interface RemoteState<T> {
  remote: Remote<T>;
  /** Reads again; the value shown meanwhile stays, marked refreshing. After a failure it shows as loading. */
  reload: () => void;
  /** Shows a value the view already knows (e.g. a save's answer) in every screen that reads the same key. */
  replace: (value: T) => void;
}

/** Where a hook with no key yet waits; it is never read. */
const NOT_YET: RemoteKey = ['not-yet'];

/** The cache's options for one read: `load` gets the read's signal, so a read nobody waits for is cancelled. */
export function remoteQuery<T extends Readable>(
  key: RemoteKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  warning = DEFAULT_READ_WARNING,
  options: RemoteOptions<T> = {},
): UseQueryOptions<T, unknown, T, RemoteKey> {
  return {
    queryKey: key ?? NOT_YET,
    queryFn: ({ signal }) => load(signal),
    enabled: key !== null,
    // The previous key's value stays on screen while the next one loads: a list does not collapse to a
    // spinner on every click.
    placeholderData: keepPreviousData,
    meta: { warning },
    ...options,
  };
}

const LOADING = { kind: 'loading' } as const;

/** The cache's state of a read as a screen shows it. */
export function remoteOf<T>(result: QueryObserverResult<T, unknown>): Remote<T> {
  if (result.status === 'success') {
    return { kind: 'ready', value: result.data, refreshing: result.isPlaceholderData || result.isFetching };
  }
  if (result.status === 'pending' || result.isFetching) return LOADING;
  // A cancelled read is no failure: what was shown before it stays.
  if (!isCancelled(result.error)) return { kind: 'failed', error: result.error };
  return result.data === undefined ? LOADING : { kind: 'ready', value: result.data, refreshing: false };
}

/** Reads `key` again now, whoever shows it; an older read still on its way is cancelled. */
export const reloadRemote = (queryClient: QueryClient, key: RemoteKey): Promise<void> =>
  queryClient.refetchQueries({ queryKey: key, exact: true });

/**
 * Reads whenever `key` changes (null: not yet, e.g. before the preferences arrive), shared with every
 * screen reading the same key. `load` may change on every render: only `key` (and `reload`, `staleTime`,
 * an interval or an invalidation) start a new read. A failed read is logged as `warning`.
 */
export function useRemote<T extends Readable>(
  key: RemoteKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  warning = DEFAULT_READ_WARNING,
  options: RemoteOptions<T> = {},
): RemoteState<T> {
  const queryClient = useQueryClient();
  const result = useQuery(remoteQuery(key, load, warning, options));
  // The callbacks stay the same while the key does not change: effects may depend on them.
  const latestKey = useLatest(key);
  const reload = useCallback(() => {
    if (latestKey.current !== null) void reloadRemote(queryClient, latestKey.current);
  }, [queryClient, latestKey]);
  const replace = useCallback(
    (value: T) => {
      if (latestKey.current !== null) queryClient.setQueryData<T>(latestKey.current, value);
    },
    [queryClient, latestKey],
  );
  return { remote: remoteOf(result), reload, replace };
}

/** A ready value seen through `map`; loading and failed pass through. */
export function mapRemote<T, U>(remote: Remote<T>, map: (value: T) => U): Remote<U> {
  return remote.kind === 'ready' ? { ...remote, value: map(remote.value) } : remote;
}

/**
 * Only what was read for the current key: an older value kept on screen while the next one loads shows as
 * loading instead, for views where another key's value would mislead (another day, another player).
 */
export function currentOnly<T>(remote: Remote<T>): Remote<T> {
  return remote.kind === 'ready' && remote.refreshing ? LOADING : remote;
}
