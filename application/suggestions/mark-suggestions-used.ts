import { inject, injectable } from 'inversify';
import { CATEGORY_BANK_REPOSITORY, type CategoryBankRepository } from '../ports/category-bank.repository';
import type { StoredCategory } from '../ports/managed-game.repository';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../ports/suggestion.repository';
import { ReviewSuggestion } from './review-suggestion.use-case';

/**
 * A suggestion whose bank category goes into a published game becomes `used` (DESIGN 11), through the review
 * so its author's counts stay right. A draft does not count: it may never reach players.
 */
@injectable()
export class MarkSuggestionsUsed {
  constructor(
    @inject(CATEGORY_BANK_REPOSITORY) private readonly bank: CategoryBankRepository,
    @inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository,
    @inject(ReviewSuggestion) private readonly review: ReviewSuggestion,
  ) {}

  async inPublished(categories: readonly StoredCategory[]): Promise<void> {
    const ids = categories.flatMap((category) => (category.bankCategoryId ? [category.bankCategoryId] : []));
    if (ids.length === 0) return;
    for (const { suggestionId } of await this.bank.findMany(ids)) {
      if (suggestionId === null) continue;
      const suggestion = await this.suggestions.find(suggestionId);
      if (suggestion && suggestion.status !== 'used') await this.review.execute(suggestionId, 'used');
    }
  }
}
