import type { SuggestionStatus } from '../../contracts/social.codec';

/** A category a player proposes for a future game: a name, three words and the extra (swap) word. */
export interface Suggestion {
  readonly id: string;
  readonly userId: string;
  readonly name: string;
  readonly words: readonly string[];
  readonly extraWord: string;
  readonly status: SuggestionStatus;
  readonly createdAt: Date;
  readonly reviewedAt: Date | null;
}

export interface TopSuggester {
  readonly userId: string;
  readonly username: string;
  readonly suggestionCount: number;
}

/** A suggestion as moderators list it: with its author's name and the bank entry an approval made. */
export interface SuggestionForReview extends Suggestion {
  readonly username: string;
  readonly bankCategoryId: string | null;
}

export interface SuggestionRepository {
  /**
   * Locks the player's row until the transaction ends, so that one player's submissions and reviews are
   * counted one at a time (the daily limit and the achievements stay exact). False if there is no such player.
   */
  lockPlayer(userId: string): Promise<boolean>;
  /** When the player's suggestions submitted at `since` or later were submitted. */
  submittedSince(userId: string, since: Date): Promise<Date[]>;
  add(suggestion: Suggestion): Promise<void>;
  find(id: string): Promise<Suggestion | null>;
  /** The player's suggestions, newest first. */
  listByUser(userId: string): Promise<Suggestion[]>;
  /** How many of the player's suggestions have one of the statuses. */
  countByUser(userId: string, statuses: readonly SuggestionStatus[]): Promise<number>;
  setStatus(id: string, status: SuggestionStatus, reviewedAt: Date | null): Promise<void>;
  /**
   * Players by how many of their suggestions have one of the statuses, most first; a tie goes to whoever
   * reached the count first. Players with none are left out.
   */
  topSuggesters(statuses: readonly SuggestionStatus[], limit: number): Promise<TopSuggester[]>;
  /** Suggestions of one status for moderators: pending ones oldest first (a queue), the rest newest first. */
  listForReview(
    status: SuggestionStatus,
    offset: number,
    limit: number,
  ): Promise<{ suggestions: SuggestionForReview[]; total: number }>;
  findForReview(id: string): Promise<SuggestionForReview | null>;
}

export const SUGGESTION_REPOSITORY = Symbol.for('SuggestionRepository');
