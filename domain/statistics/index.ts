export * from './statistics-period';
export * from './statistics-buckets';
