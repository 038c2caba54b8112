export * from './refresh-queue';
export * from './token-expiry';
