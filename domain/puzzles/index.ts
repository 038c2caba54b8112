export * from './bank-import';
export * from './category-check';
export * from './game-schedule';
export * from './layout-carry';
export * from './puzzle-check';
export * from './puzzle-warnings';
export * from './search-key';
