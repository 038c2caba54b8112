import type { MessageView } from '../../../../../../contracts/messages.codec';

// Where a message stands for players right now, told in words in the list (never by colour alone).

/**
 * - `showing`: players see it now.
 * - `waiting`: on and inside its window, but a newer message shows instead.
 * - `scheduled`: on, its window starts later.
 * - `ended`: on, its window is over.
 * - `off`: switched off.
 */
export type MessageStatus = 'showing' | 'waiting' | 'scheduled' | 'ended' | 'off';

const at = (iso: string | null): number | null => {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

export function messageStatus(view: MessageView, nowMs: number): MessageStatus {
  if (view.showingNow) return 'showing';
  if (!view.active) return 'off';
  const start = at(view.startsAt);
  const end = at(view.endsAt);
  if (start !== null && start > nowMs) return 'scheduled';
  if (end !== null && end <= nowMs) return 'ended';
  return 'waiting';
}

/** Which words describe the window: both ends, one of them, or none. */
export type WindowKind = 'always' | 'from' | 'until' | 'between';

export const windowKind = (view: Pick<MessageView, 'startsAt' | 'endsAt'>): WindowKind =>
  view.startsAt === null
    ? view.endsAt === null
      ? 'always'
      : 'until'
    : view.endsAt === null
      ? 'from'
      : 'between';
