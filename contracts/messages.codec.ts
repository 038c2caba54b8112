import * as t from 'io-ts';
import { withOptional } from './codec-helpers';

// Messages of the day (admin spec 7 "Messages", DESIGN 11): text, an optional window and an active flag.

export interface MessageView {
  _id: string;
  message: string;
  /** ISO date-times; null: no limit on that side. */
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whether players see it now (active and inside its window, and the newest such). */
  showingNow: boolean;
}

/** POST /manage/messages and PUT /manage/messages/{id}. */
export const MessageRequest = withOptional(
  { message: t.string },
  { startsAt: t.union([t.string, t.null]), endsAt: t.union([t.string, t.null]), active: t.boolean },
  'MessageRequest',
);
export type MessageRequest = t.TypeOf<typeof MessageRequest>;

/** POST /manage/messages (201) and PUT /manage/messages/{id}: the message as saved. */
export interface MessageAnswer {
  item: MessageView;
}

/** GET /manage/messages. */
export interface MessageListAnswer {
  messages: MessageView[];
}
