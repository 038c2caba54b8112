export * from './permission-policy';
export * from './last-admin';
