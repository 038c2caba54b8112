import { appError } from '../errors/app-error';

// The expected failures of referrals; their HTTP statuses are in the adapter's status table.
export const referralCodeInvalid = () => appError('REFERRAL_CODE_INVALID', 'Invalid referral code');
export const referralCodeNotFound = () => appError('REFERRAL_CODE_NOT_FOUND', 'Referral code not found');
export const referralOwnCode = () => appError('REFERRAL_OWN_CODE', 'You cannot use your own referral code');
export const referralAlreadyApplied = () =>
  appError('REFERRAL_ALREADY_APPLIED', 'A referral code has already been applied to this account');
