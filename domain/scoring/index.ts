export * from './game-outcome';
export * from './game-status';
export * from './score';
export * from './score-correction';
