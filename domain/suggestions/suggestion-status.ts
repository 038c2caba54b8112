// The review states of a category suggestion (player spec 7, admin spec suggestions).
export const SUGGESTION_STATUSES = ['pending', 'approved', 'modified', 'declined', 'used'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const isSuggestionStatus = (value: unknown): value is SuggestionStatus =>
  (SUGGESTION_STATUSES as readonly unknown[]).includes(value);

/** Every status but declined counts toward the SUGGESTIONS achievements. */
export const COUNTED_STATUSES: readonly SuggestionStatus[] = ['pending', 'approved', 'modified', 'used'];
/** What the top list counts: suggestions an editor took (as they were, changed, or already in a game). */
export const ACCEPTED_STATUSES: readonly SuggestionStatus[] = ['approved', 'modified', 'used'];
