import type { SuggestionStatus, SuggestionView } from '../../contracts/social.codec';
import type { Suggestion } from '../ports/suggestion.repository';

/** Every status but declined counts toward the SUGGESTIONS achievements. */
export const COUNTED_STATUSES: readonly SuggestionStatus[] = ['pending', 'approved', 'modified', 'used'];
/** What the top list counts: suggestions an editor took (as they were, changed, or already in a game). */
export const ACCEPTED_STATUSES: readonly SuggestionStatus[] = ['approved', 'modified', 'used'];

export const toSuggestionView = (suggestion: Suggestion): SuggestionView => ({
  id: suggestion.id,
  name: suggestion.name,
  words: [...suggestion.words],
  extraWord: suggestion.extraWord,
  status: suggestion.status,
  createdAt: suggestion.createdAt.toISOString(),
  reviewedAt: suggestion.reviewedAt?.toISOString() ?? null,
});
