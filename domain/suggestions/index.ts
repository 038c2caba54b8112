export * from './suggestion-status';
