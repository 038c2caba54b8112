import { readStorage, removeStorage, writeStorage } from './storage';

const STORAGE_KEY = 'referralCode';
const REFERRAL_CODE = /^[A-Za-z0-9]+$/;

/** Keeps a valid invite code for the registration form; anything else is ignored. */
export function rememberReferralCode(code: string | undefined): void {
  if (code !== undefined && REFERRAL_CODE.test(code)) writeStorage(STORAGE_KEY, code);
}

export const storedReferralCode = (): string | null => readStorage(STORAGE_KEY);

/** A registration used the code: the next account made on this browser is not this friend's invite. */
export const forgetReferralCode = (): void => removeStorage(STORAGE_KEY);
