import * as E from 'fp-ts/Either';
import { GROUP_NAME_MAX_LENGTH } from '../constants/limits.constants';
import { domainError, type ValidationError } from '../errors/domain-error';
import { charLength } from './form';

export type GroupNameErrorCode = 'GROUP_NAME_REQUIRED' | 'GROUP_NAME_INVALID';

/** A group's name: trimmed, required, at most 30 characters as people count them. */
export const validateGroupName = (raw: string): E.Either<ValidationError<GroupNameErrorCode>, string> => {
  const name = raw.trim();
  if (name.length === 0) return E.left(domainError('GROUP_NAME_REQUIRED', 'Group name is required', 'name'));
  return charLength(name) <= GROUP_NAME_MAX_LENGTH
    ? E.right(name)
    : E.left(
        domainError(
          'GROUP_NAME_INVALID',
          `Group name must be at most ${GROUP_NAME_MAX_LENGTH} characters`,
          'name',
        ),
      );
};
