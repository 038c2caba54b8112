import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { SuggestionsAnswer } from '../../contracts/social.codec';
import type { AppError } from '../errors/app-error';
import { SUGGESTION_REPOSITORY, type SuggestionRepository } from '../ports/suggestion.repository';
import { toSuggestionView } from './suggestion-view';

/** The caller's own suggestions with their review status, newest first. */
@injectable()
export class GetMySuggestions {
  constructor(@inject(SUGGESTION_REPOSITORY) private readonly suggestions: SuggestionRepository) {}

  async execute(userId: string): Promise<E.Either<AppError, SuggestionsAnswer>> {
    return E.right({ suggestions: (await this.suggestions.listByUser(userId)).map(toSuggestionView) });
  }
}
