import type { ApiClient } from '../../../lib/api';
import type { NewsIdentity } from '../model/news-identity';
import { unreadCountOf } from '../model/unread-count';
import { authFor, resolveIdentity } from './news-client';
import { unreadPath } from './unread-path';

/**
 * The bell's one call (admin spec 7): the reader's unread news, of which the bell shows the count. Null when
 * the answer names none (no badge); a failure is the caller's to log (spec 8).
 */
export async function readUnreadCount(
  client: ApiClient,
  identity: NewsIdentity,
  signal: AbortSignal,
): Promise<number | null> {
  const resolved = resolveIdentity(client, identity);
  const answer = await client.get<unknown>(unreadPath(resolved), { auth: authFor(resolved), signal });
  const count = unreadCountOf(answer);
  if (count === null) client.logger.warn('News unread answer unreadable', answer);
  return count;
}
