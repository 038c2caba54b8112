export * from './day-result';
export * from './difficulty-gauge';
export * from './percentile';
export * from './player-stats';
export * from './score-histogram';
export * from './streak-tier';
export * from './category-difficulty';
export * from './player-standing';
