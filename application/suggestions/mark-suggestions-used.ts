import { inject, injectable } from 'inversify';
import type { BankCategory } from '../ports/category-bank.repository';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../ports/suggestion.repository';
import { ReviewSuggestion } from './review-suggestion.use-case';

/** A suggestion whose bank category goes into a game becomes `used` (DESIGN 11), its author's counts kept. */
@injectable()
export class MarkSuggestionsUsed {
  constructor(
    @inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository,
    @inject(ReviewSuggestion) private readonly review: ReviewSuggestion,
  ) {}

  async fromBank(categories: readonly BankCategory[]): Promise<void> {
    for (const { suggestionId } of categories) {
      if (suggestionId === null) continue;
      const suggestion = await this.suggestions.find(suggestionId);
      if (suggestion && suggestion.status !== 'used') await this.review.execute(suggestionId, 'used');
    }
  }
}
