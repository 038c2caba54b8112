/** One combination a player tried (the spec's attempted categories), keyed by its combination key. */
export interface Attempt {
  readonly key: string;
  readonly words: readonly string[];
  readonly wasCorrect: boolean;
}

export interface AttemptRepository {
  /** Once per session and key: a repeated combination is not recorded (nor counted) again. */
  record(sessionId: string, gameDate: string, attempt: Attempt): Promise<void>;
  ofSession(sessionId: string): Promise<Attempt[]>;
}

export const ATTEMPT_REPOSITORY = Symbol.for('AttemptRepository');
