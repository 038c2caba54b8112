import * as E from 'fp-ts/Either';
import { REFERRAL_CODE_STORAGE_KEY } from '../../../domain/constants/network.constants';
import { validateReferralCode } from '../../../domain/validation/referral-code';
import { readStorage, removeStorage, writeStorage } from './storage';

/** Keeps a valid invite code (the domain's rule) for the registration form; anything else is ignored. */
export function rememberReferralCode(code: string | undefined): void {
  const valid = validateReferralCode(code);
  if (E.isRight(valid) && valid.right !== undefined) writeStorage(REFERRAL_CODE_STORAGE_KEY, valid.right);
}

export const storedReferralCode = (): string | null => readStorage(REFERRAL_CODE_STORAGE_KEY);

/** A registration used the code: the next account made on this browser is not this friend's invite. */
export const forgetReferralCode = (): void => removeStorage(REFERRAL_CODE_STORAGE_KEY);
