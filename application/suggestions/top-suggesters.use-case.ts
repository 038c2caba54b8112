import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { TopSuggestersAnswer } from '../../contracts/social.codec';
import { ACCEPTED_STATUSES } from '../../domain/suggestions/suggestion-status';
import type { AppError } from '../errors/app-error';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../ports/suggestion.repository';

export const TOP_SUGGESTERS_LIMIT = 10;

/** The ten players with the most accepted suggestions (approved, modified or used). */
@injectable()
export class GetTopSuggesters {
  constructor(@inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository) {}

  async execute(): Promise<E.Either<AppError, TopSuggestersAnswer>> {
    return E.right({
      suggesters: await this.suggestions.topSuggesters(ACCEPTED_STATUSES, TOP_SUGGESTERS_LIMIT),
    });
  }
}
