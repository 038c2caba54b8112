export * from './news-item';
