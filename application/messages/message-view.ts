import type { MessageView } from '../../contracts/messages.codec';
import type { MessageRecord } from '../ports/message.repository';

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/** A message as the control panel lists it; `showingId` is the one players see now. */
export const toMessageView = (record: MessageRecord, showingId: string | null): MessageView => ({
  _id: record.id,
  message: record.message,
  startsAt: iso(record.startsAt),
  endsAt: iso(record.endsAt),
  active: record.active,
  createdBy: record.createdByName,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
  showingNow: record.id === showingId,
});

/** What the audit keeps of a message, before and after a change. */
export const messageAuditSnapshot = (
  record: Pick<MessageRecord, 'message' | 'startsAt' | 'endsAt' | 'active'>,
) => ({
  message: record.message,
  startsAt: iso(record.startsAt),
  endsAt: iso(record.endsAt),
  active: record.active,
});
