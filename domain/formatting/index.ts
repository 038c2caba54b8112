export * from './combined-points';
export * from './elapsed-time';
export * from './fixed-decimals';
export * from './game-time';
export * from './iso-week';
export * from './poll-percentage';
export * from './unread-badge';
