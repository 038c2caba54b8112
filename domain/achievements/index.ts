export * from './achievement-tiers';
export * from './achievement-types';
export * from './achievement-view';
export * from './game-achievements';
export * from './milestone-achievements';
export * from './podium';
export * from './showcase';
export * from './unlocked-achievements';
