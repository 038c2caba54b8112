import { readStorage, writeStorage } from './storage';

const STORAGE_KEY = 'referralCode';
const REFERRAL_CODE = /^[A-Za-z0-9]+$/;

/** Keeps a valid invite code for the registration form; anything else is ignored. */
export function rememberReferralCode(code: string | undefined): void {
  if (code !== undefined && REFERRAL_CODE.test(code)) writeStorage(STORAGE_KEY, code);
}

export const storedReferralCode = (): string | null => readStorage(STORAGE_KEY);
