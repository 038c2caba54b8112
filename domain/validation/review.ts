import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { REVIEW_RATING_DEFAULT, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../constants/limits.constants';
import { domainError, type ValidationError } from '../errors/domain-error';

export interface ReviewRatings {
  readonly difficulty: number;
  readonly funLevel: number;
}

const rating = (
  raw: unknown,
  field: keyof ReviewRatings,
): E.Either<ValidationError<'REVIEW_RATING_INVALID'>, number> => {
  if (raw === undefined || raw === null) return E.right(REVIEW_RATING_DEFAULT);
  return typeof raw === 'number' &&
    Number.isInteger(raw) &&
    raw >= REVIEW_RATING_MIN &&
    raw <= REVIEW_RATING_MAX
    ? E.right(raw)
    : E.left(
        domainError(
          'REVIEW_RATING_INVALID',
          `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
          field,
        ),
      );
};

/** A game review's two ratings; a rating left out takes the default the form starts from. */
export const validateReview = (input: {
  readonly difficulty?: unknown;
  readonly funLevel?: unknown;
}): E.Either<ValidationError<'REVIEW_RATING_INVALID'>, ReviewRatings> =>
  pipe(
    E.Do,
    E.apS('difficulty', rating(input.difficulty, 'difficulty')),
    E.apS('funLevel', rating(input.funLevel, 'funLevel')),
  );
