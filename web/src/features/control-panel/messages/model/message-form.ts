import * as E from 'fp-ts/Either';
import type { MessageRequest, MessageView } from '../../../../../../contracts/messages.codec';
import { MESSAGE_MAX_LENGTH } from '../../../../../../domain/constants/messages.constants';
import { charLength } from '../../../../../../domain/validation/form';
import {
  validateMessageOfTheDay,
  type MessageRuleCode,
} from '../../../../../../domain/validation/message-of-the-day';

// The message form as the editor types it: the text, an optional window in the browser's own clock
// (datetime-local inputs, '' for no limit) and the active switch. Pure, so it is tested without a screen.

export { MESSAGE_MAX_LENGTH };

export interface MessageDraft {
  message: string;
  /** `YYYY-MM-DDTHH:mm` in local time, or '' for no limit on that side. */
  startsAt: string;
  endsAt: string;
  active: boolean;
}

export type MessageField = 'message' | 'startsAt' | 'endsAt';
/** The domain's own rule codes (domain/validation/message-of-the-day.ts): the server refuses the same. */
export type MessageProblem = MessageRuleCode;
export type MessageProblems = Partial<Record<MessageField, MessageProblem>>;

export const emptyMessageDraft = (): MessageDraft => ({
  message: '',
  startsAt: '',
  endsAt: '',
  active: true,
});

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as a datetime-local value in this browser's time zone; '' for none or unreadable. */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A datetime-local value (local time) as an ISO moment; null for '' and for anything unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!LOCAL_INPUT.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const draftOf = (view: MessageView): MessageDraft => ({
  message: view.message,
  startsAt: toLocalInput(view.startsAt),
  endsAt: toLocalInput(view.endsAt),
  active: view.active,
});

/** The characters the counter shows: the text as it is saved (trimmed), counted as the domain counts. */
export const messageLength = (message: string): number => charLength(message.trim());

function timeProblem(value: string): MessageProblem | undefined {
  return value !== '' && fromLocalInput(value) === null ? 'MESSAGE_TIME_INVALID' : undefined;
}

/**
 * What keeps the draft from saving, field by field (the domain reports one problem at a time; a form shows
 * them all at once); empty when it may be saved.
 */
export function messageProblems(draft: MessageDraft): MessageProblems {
  const problems: MessageProblems = {};
  const text = validateMessageOfTheDay({ message: draft.message, startsAt: null, endsAt: null });
  if (E.isLeft(text)) problems.message = text.left.code;
  const startProblem = timeProblem(draft.startsAt);
  const endProblem = timeProblem(draft.endsAt);
  if (startProblem) problems.startsAt = startProblem;
  if (endProblem) problems.endsAt = endProblem;
  const startsAt = fromLocalInput(draft.startsAt);
  const endsAt = fromLocalInput(draft.endsAt);
  const window = validateMessageOfTheDay({ message: 'x', startsAt, endsAt });
  if (E.isLeft(window) && window.left.code === 'MESSAGE_WINDOW_INVALID') problems.endsAt = window.left.code;
  return problems;
}

export const hasProblems = (problems: MessageProblems): boolean => Object.keys(problems).length > 0;

/** The body of POST /manage/messages and PUT /manage/messages/{id}: no limit is sent as null. */
export const messageRequest = (draft: MessageDraft): MessageRequest => ({
  message: draft.message.trim(),
  startsAt: fromLocalInput(draft.startsAt),
  endsAt: fromLocalInput(draft.endsAt),
  active: draft.active,
});

/** The quick switch: the stored message as it is, only `active` changed. */
export const activeRequest = (view: MessageView, active: boolean): MessageRequest => ({
  message: view.message,
  startsAt: view.startsAt,
  endsAt: view.endsAt,
  active,
});

export const isDirty = (draft: MessageDraft, initial: MessageDraft): boolean =>
  draft.message !== initial.message ||
  draft.startsAt !== initial.startsAt ||
  draft.endsAt !== initial.endsAt ||
  draft.active !== initial.active;
