import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { SECOND_MS } from '../../../domain/constants/time.constants';
import { isApiError, isCancelled } from './api';

// The page's one cache of server reads (TanStack Query): screens that show the same resource share its
// read and its value. What is read, and under which key, is in useRemote (use-remote.ts).

/** What a failed read of a screen (useRemote) is logged as when the screen named nothing better. */
export const DEFAULT_READ_WARNING = 'Server read failed';

const RETRIES = 1;
const RETRY_DELAY_MS = SECOND_MS;
/** A longer Retry-After (a database on its way back) is not waited for: the screen offers its own retry. */
const LONGEST_RETRY_DELAY_MS = 5 * SECOND_MS;

/**
 * The API answers 4xx on purpose (not found, not allowed, invalid): asking again gets the same answer. A
 * read that reached no server (status 0: network, time limit) or a failing one (5xx, 503 while the
 * database is away) is tried once more before the screen shows the failure.
 */
export const shouldRetryRead = (failureCount: number, error: unknown): boolean =>
  failureCount < RETRIES && isApiError(error) && (error.status === 0 || error.status >= 500);

/** One second, or the server's Retry-After when it named a short one. */
export const retryDelay = (_attempt: number, error: unknown): number =>
  isApiError(error) && error.retryAfterSeconds !== undefined
    ? Math.min(error.retryAfterSeconds * SECOND_MS, LONGEST_RETRY_DELAY_MS)
    : RETRY_DELAY_MS;

/**
 * A read that names its warning (every screen's, see useRemote) is logged here once, after its retry; any
 * other read (queryClient.fetchQuery) is its caller's to log. A cancelled read is no failure.
 */
function warnFailedRead(error: unknown, query: Query<unknown, unknown, unknown>): void {
  const warning = query.meta?.warning;
  if (typeof warning === 'string' && !isCancelled(error)) console.warn(warning, error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: warnFailedRead }),
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay,
        // navigator.onLine is no proof either way (captive portals, a LAN-only server): a read is always
        // tried, and a screen without a server shows its failure and its retry instead of waiting silently.
        networkMode: 'always',
        // A re-read marks the value shown as refreshing (dimmed lists, views that wait for the current
        // value), which a tab switch must not cause. Reads whose data changes behind the player's back
        // (settings, news, the message of the day) ask for it themselves, with their cache time.
        refetchOnWindowFocus: false,
      },
    },
  });
}
