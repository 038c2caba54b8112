import * as E from 'fp-ts/Either';
import { domainError, type ValidationError } from '../errors/domain-error';

export type ReferralCodeErrorCode = 'REFERRAL_CODE_INVALID';

const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]+$/;

/** A referral code is letters and digits only (player spec 5); empty means none was given. */
export const validateReferralCode = (
  raw: unknown,
  field = 'referralCode',
): E.Either<ValidationError<ReferralCodeErrorCode>, string | undefined> => {
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (code.length === 0) return E.right(undefined);
  return REFERRAL_CODE_PATTERN.test(code)
    ? E.right(code)
    : E.left(domainError('REFERRAL_CODE_INVALID', 'Invalid referral code', field));
};
