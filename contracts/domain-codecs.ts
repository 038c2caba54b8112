import * as t from 'io-ts';
import { isAchievementType, type AchievementType } from '../domain/achievements/achievement-types';
import { INVALID_DATE_FORMAT_TEXT } from '../domain/errors/error-texts';
import { isGameDate, type GameDate } from '../domain/game/game-date';
import { isGuestId } from '../domain/game/guest-id';
import { isRole, type Role } from '../domain/permissions/permission-policy';

// Request codecs built from the domain's own checks. They live here, at the edge, so that the domain (and
// the browser bundle that shares it) carries no io-ts.

const fromGuard = <A extends string>(name: string, is: (u: unknown) => u is A, message: string) =>
  new t.Type<A, string, unknown>(
    name,
    is,
    (input, context) => (is(input) ? t.success(input) : t.failure(input, context, message)),
    t.identity,
  );

/** Only real calendar dates in `YYYY-MM-DD` form, with the spec's message. */
export const GameDateCodec = fromGuard<GameDate>('GameDate', isGameDate, INVALID_DATE_FORMAT_TEXT);
export const GuestIdCodec = fromGuard<string>('GuestId', isGuestId, 'Invalid guest id');
export const AchievementTypeCodec = fromGuard<AchievementType>(
  'AchievementType',
  isAchievementType,
  'Unknown achievement',
);
export const RoleCodec = fromGuard<Role>('Role', isRole, 'Unknown role');
