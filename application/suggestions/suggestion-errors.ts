import { appError } from '../errors/app-error';

// The expected failures of suggestions beyond the domain's validation codes (SUGGESTION_NAME_*, ...).
export const suggestionLimitReached = (limit: number) =>
  appError('SUGGESTION_LIMIT_REACHED', `You can submit at most ${limit} suggestions a day`, { limit });
export const suggestionNotFound = () => appError('SUGGESTION_NOT_FOUND', 'Suggestion not found');
export const suggestionStatusInvalid = () =>
  appError('SUGGESTION_STATUS_INVALID', 'Status must be pending, approved, modified, declined or used');
export const suggestionAlreadyReviewed = () =>
  appError('SUGGESTION_ALREADY_REVIEWED', 'This suggestion has already been reviewed');
