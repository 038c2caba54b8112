/**
 * The count behind the bell's badge from a news answer: the server's `unreadCount`, else the unread items
 * of the list; null when the answer is not readable (the bell then shows no badge).
 */
export function unreadCountOf(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { unreadCount, news } = answer as { unreadCount?: unknown; news?: unknown };
  if (typeof unreadCount === 'number' && Number.isFinite(unreadCount) && unreadCount >= 0) {
    return Math.floor(unreadCount);
  }
  if (!Array.isArray(news)) return null;
  return news.filter((item) => (item as { isRead?: unknown } | null)?.isRead !== true).length;
}
