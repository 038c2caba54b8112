export * from './ad-free';
export * from './ad-policy';
export * from './referral-reward';
