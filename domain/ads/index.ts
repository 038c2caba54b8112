export * from './ad-policy';
export * from './referral-reward';
