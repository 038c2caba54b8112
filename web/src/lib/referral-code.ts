import * as E from 'fp-ts/Either';
import { validateReferralCode } from '../../../domain/validation/referral-code';
import { readStorage, removeStorage, writeStorage } from './storage';

const STORAGE_KEY = 'referralCode';

/** Keeps a valid invite code (the domain's rule) for the registration form; anything else is ignored. */
export function rememberReferralCode(code: string | undefined): void {
  const valid = validateReferralCode(code);
  if (E.isRight(valid) && valid.right !== undefined) writeStorage(STORAGE_KEY, valid.right);
}

export const storedReferralCode = (): string | null => readStorage(STORAGE_KEY);

/** A registration used the code: the next account made on this browser is not this friend's invite. */
export const forgetReferralCode = (): void => removeStorage(STORAGE_KEY);
