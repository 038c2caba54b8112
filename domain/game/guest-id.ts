import * as E from 'fp-ts/Either';
import { domainError, type DomainError } from '../errors/domain-error';

// DESIGN 5: a guest id is the prefix plus 16 to 64 URL-safe characters; anything else is refused with 400.
export const GUEST_ID_PREFIX = 'guest_';
export const GUEST_ID_BODY_MIN_LENGTH = 16;
export const GUEST_ID_BODY_MAX_LENGTH = 64;
/** Long enough that two browsers never collide, well inside the accepted range. */
export const GUEST_ID_GENERATED_BODY_LENGTH = 32;

const GUEST_ID_PATTERN = new RegExp(
  `^${GUEST_ID_PREFIX}[A-Za-z0-9_-]{${GUEST_ID_BODY_MIN_LENGTH},${GUEST_ID_BODY_MAX_LENGTH}}$`,
);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export const isGuestId = (value: unknown): value is string =>
  typeof value === 'string' && GUEST_ID_PATTERN.test(value);

export type GuestIdErrorCode = 'GUEST_ID_INVALID';

export const validateGuestId = (value: unknown): E.Either<DomainError<GuestIdErrorCode>, string> =>
  isGuestId(value)
    ? E.right(value)
    : E.left(domainError('GUEST_ID_INVALID', 'Invalid guest id', 'X-Guest-ID'));

/** `random` returns a number in [0, 1), like Math.random; the browser passes a crypto-backed one. */
export const createGuestId = (random: () => number): string => {
  let body = '';
  for (let i = 0; i < GUEST_ID_GENERATED_BODY_LENGTH; i += 1) {
    body += ALPHABET[Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length))];
  }
  return GUEST_ID_PREFIX + body;
};
