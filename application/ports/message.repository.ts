export interface MessageRepository {
  /** The message of the day: the newest message, or null when there is none. */
  latest(): Promise<string | null>;
}

export const MESSAGE_REPOSITORY = Symbol.for('MessageRepository');
