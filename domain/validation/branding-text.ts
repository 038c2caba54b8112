import * as E from 'fp-ts/Either';
import { BRANDING_TEXT_MAX_LENGTH } from '../constants/limits.constants';
import { domainError, type ValidationError } from '../errors/domain-error';
import { charLength } from './form';

/** The header's branding text, stored trimmed; empty is allowed and shows no text. */
export const validateBrandingText = (
  raw: string,
): E.Either<ValidationError<'BRANDING_TEXT_TOO_LONG'>, string> => {
  const text = raw.trim();
  return charLength(text) <= BRANDING_TEXT_MAX_LENGTH
    ? E.right(text)
    : E.left(
        domainError(
          'BRANDING_TEXT_TOO_LONG',
          `Branding text must be at most ${BRANDING_TEXT_MAX_LENGTH} characters`,
          'brandingText',
        ),
      );
};
