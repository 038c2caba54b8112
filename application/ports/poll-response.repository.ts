/** Respondents of a poll and the votes of each option. */
export interface PollTally {
  /** Respondents. */
  readonly total: number;
  /** Votes per option id (an option nobody chose is absent). */
  readonly votes: ReadonlyMap<string, number>;
}

/** A user's own response: the options chosen, or the free-form text. */
export interface OwnResponse {
  readonly optionIds: readonly string[];
  readonly text: string | null;
}

export interface NewPollResponse {
  readonly id: string;
  readonly pollId: string;
  readonly userId: string;
  readonly optionIds: readonly string[];
  readonly text: string | null;
  readonly at: Date;
}

/** Responses to polls: one per user and poll, kept by option id so that edits keep the votes. */
export interface PollResponseRepository {
  tallies(pollIds: readonly string[]): Promise<Map<string, PollTally>>;
  responsesOf(userId: string, pollIds: readonly string[]): Promise<Map<string, OwnResponse>>;
  /** The polls among these that anyone answered. */
  answeredPolls(pollIds: readonly string[]): Promise<Set<string>>;
  /**
   * Stores the response unless the user already answered the poll ('answered'; the unique (poll, user)
   * index decides, so two requests at once store one) or the poll was removed meanwhile ('gone').
   */
  addResponse(response: NewPollResponse): Promise<'added' | 'answered' | 'gone'>;
  /** A free-form poll's answers, newest first. */
  freeFormAnswers(pollId: string): Promise<{ text: string; at: Date }[]>;
}

export const POLL_RESPONSE_REPOSITORY = Symbol.for('PollResponseRepository');
