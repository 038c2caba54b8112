import * as E from 'fp-ts/Either';
import { SHOWCASE_MAX } from '../constants/limits.constants';
import { domainError, type DomainError } from '../errors/domain-error';
import { isAchievementType, type AchievementType } from './achievement-types';

export type ShowcaseErrorCode =
  | 'SHOWCASE_TOO_MANY'
  | 'SHOWCASE_UNKNOWN_ACHIEVEMENT'
  | 'SHOWCASE_DUPLICATE'
  | 'SHOWCASE_NOT_OWNED'
  | 'SHOWCASE_FULL';
export type ShowcaseError = DomainError<ShowcaseErrorCode>;

const fail = (code: ShowcaseErrorCode, message: string) => E.left(domainError(code, message, 'achievements'));

/** The server's check of PUT /auth/showcase-achievements: at most 3 known, distinct, owned types. */
export const validateShowcase = (
  requested: readonly unknown[],
  owned: readonly string[],
): E.Either<ShowcaseError, AchievementType[]> => {
  if (requested.length > SHOWCASE_MAX)
    return fail('SHOWCASE_TOO_MANY', `At most ${SHOWCASE_MAX} achievements`);
  if (!requested.every(isAchievementType)) return fail('SHOWCASE_UNKNOWN_ACHIEVEMENT', 'Unknown achievement');
  const types = requested as AchievementType[];
  if (new Set(types).size !== types.length)
    return fail('SHOWCASE_DUPLICATE', 'An achievement is listed twice');
  if (!types.every((type) => owned.includes(type)))
    return fail('SHOWCASE_NOT_OWNED', 'Achievement not earned');
  return E.right(types);
};

/** Showcase mode in the browser: a click deselects a shown achievement or adds one while room is left. */
export const toggleShowcase = (
  current: readonly AchievementType[],
  type: AchievementType,
  owned: readonly string[],
): E.Either<ShowcaseError, AchievementType[]> => {
  if (current.includes(type)) return E.right(current.filter((shown) => shown !== type));
  if (!owned.includes(type)) return fail('SHOWCASE_NOT_OWNED', 'Achievement not earned');
  if (current.length >= SHOWCASE_MAX) return fail('SHOWCASE_FULL', `At most ${SHOWCASE_MAX} achievements`);
  return E.right([...current, type]);
};
