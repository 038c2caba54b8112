import { inject, injectable } from 'inversify';
import { GetMySuggestions } from './my-suggestions.use-case';
import { GetNextAvailableDate } from './next-available-date.use-case';
import { SubmitSuggestion } from './submit-suggestion.use-case';
import { GetTopSuggesters } from './top-suggesters.use-case';

/** Everything the /suggestions router calls, resolved together from the instance's container. */
@injectable()
export class SuggestionUseCases {
  constructor(
    @inject(SubmitSuggestion) readonly submit: SubmitSuggestion,
    @inject(GetMySuggestions) readonly mine: GetMySuggestions,
    @inject(GetNextAvailableDate) readonly nextAvailableDate: GetNextAvailableDate,
    @inject(GetTopSuggesters) readonly top: GetTopSuggesters,
  ) {}
}
