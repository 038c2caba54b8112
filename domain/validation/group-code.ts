import * as E from 'fp-ts/Either';
import { GROUP_CODE_MAX_LENGTH, GROUP_CODE_MIN_LENGTH } from '../constants/limits.constants';
import { domainError, type ValidationError } from '../errors/domain-error';

const GROUP_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${GROUP_CODE_MIN_LENGTH},${GROUP_CODE_MAX_LENGTH}}$`);

/** A group's optional join code: absent or empty means none, else 1-5 letters or digits. */
export const validateGroupCode = (
  raw: string | null | undefined,
): E.Either<ValidationError<'GROUP_CODE_INVALID'>, string | undefined> => {
  const code = (raw ?? '').trim();
  if (code.length === 0) return E.right(undefined);
  return GROUP_CODE_PATTERN.test(code)
    ? E.right(code)
    : E.left(
        domainError(
          'GROUP_CODE_INVALID',
          `Group code must be ${GROUP_CODE_MIN_LENGTH}-${GROUP_CODE_MAX_LENGTH} letters or digits`,
          'groupCode',
        ),
      );
};
