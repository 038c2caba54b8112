import type { SuggestionView } from '../../contracts/social.codec';
import type { Suggestion } from '../ports/suggestion.repository';

export const toSuggestionView = (suggestion: Suggestion): SuggestionView => ({
  id: suggestion.id,
  name: suggestion.name,
  words: [...suggestion.words],
  extraWord: suggestion.extraWord,
  status: suggestion.status,
  createdAt: suggestion.createdAt.toISOString(),
  reviewedAt: suggestion.reviewedAt?.toISOString() ?? null,
});
