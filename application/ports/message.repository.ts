/** A message of the day as stored (DESIGN 11): text, an optional window, an active flag. */
export interface MessageRecord {
  readonly id: string;
  readonly message: string;
  /** Shown from this instant (inclusive); null: from the start. */
  readonly startsAt: Date | null;
  /** Shown until this instant (exclusive); null: with no end. */
  readonly endsAt: Date | null;
  readonly active: boolean;
  readonly createdBy: string | null;
  /** The author's username; null once the account is gone (or for a message written outside the panel). */
  readonly createdByName: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewMessage = Omit<MessageRecord, 'createdByName' | 'updatedAt'>;
export type MessageChange = Pick<MessageRecord, 'message' | 'startsAt' | 'endsAt' | 'active'>;

export interface ShowingMessage {
  /** The newest active message whose window covers the instant asked about, or null. */
  readonly message: MessageRecord | null;
  /** The next instant after it when any active message's window opens or closes: the answer may change then. */
  readonly nextChangeAt: Date | null;
}

export interface MessageRepository {
  /** What players see at `now` (newest by creation wins), and until when that answer holds at most. */
  showing(now: Date): Promise<ShowingMessage>;
  /** Every message, newest first. */
  list(): Promise<MessageRecord[]>;
  /** With `lock`, the row stays locked until the surrounding unit of work ends (concurrent edits queue). */
  find(id: string, options?: { lock: boolean }): Promise<MessageRecord | null>;
  create(message: NewMessage): Promise<void>;
  update(id: string, change: MessageChange, at: Date): Promise<void>;
  /** False when there was no such message. */
  remove(id: string): Promise<boolean>;
}

export const MESSAGE_REPOSITORY = Symbol.for('MessageRepository');
