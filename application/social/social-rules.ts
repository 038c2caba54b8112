import * as E from 'fp-ts/Either';
import { charLength } from '../../domain/validation/form';
import { appError, type AppError } from '../errors/app-error';

// The server's limits of groups and the follow list (the spec names none): enough for any circle of
// friends, too few for anyone to fill the tables.
export const GROUP_NAME_MAX_LENGTH = 30;
export const MAX_OWNED_GROUPS = 20;
export const MAX_FOLLOWED = 100;
export const USER_SEARCH_MAX_RESULTS = 20;

/** A group's name: trimmed, required, at most 30 characters as people count them. */
export const validateGroupName = (raw: string): E.Either<AppError, string> => {
  const name = raw.trim();
  if (name.length === 0)
    return E.left(appError('GROUP_NAME_REQUIRED', 'Group name is required', { field: 'name' }));
  return charLength(name) <= GROUP_NAME_MAX_LENGTH
    ? E.right(name)
    : E.left(
        appError('GROUP_NAME_INVALID', `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters`, {
          field: 'name',
        }),
      );
};
