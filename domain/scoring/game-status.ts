// Every gameStatus value the spec names (player spec 3).
export const GAME_STATUSES = [
  'won',
  'lost',
  'forfeit',
  'cheater',
  'playing',
  'completed',
  'finished',
  'abandoned',
] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const isGameStatus = (value: unknown): value is GameStatus =>
  typeof value === 'string' && (GAME_STATUSES as readonly string[]).includes(value);

/** Statuses after which Continue is disabled and the game shows as already played (player spec 4). */
export const FINISHED_SESSION_STATUSES: readonly GameStatus[] = ['won', 'completed', 'finished'];
/** Statuses the spec calls completed: the finished ones plus forfeit. */
export const COMPLETED_STATUSES: readonly GameStatus[] = ['forfeit', ...FINISHED_SESSION_STATUSES];

export const isFinishedSessionStatus = (status: unknown): boolean =>
  isGameStatus(status) && FINISHED_SESSION_STATUSES.includes(status);

export const isCompletedStatus = (status: unknown): boolean =>
  isGameStatus(status) && COMPLETED_STATUSES.includes(status);

export type GamePageResult = 'won' | 'lost' | 'forfeit';

/** The game page's result label: forfeit if flagged, lost at score 0, otherwise won (player spec 4). */
export const deriveGamePageResult = (result: {
  readonly forfeit: boolean;
  readonly score: number;
}): GamePageResult => (result.forfeit ? 'forfeit' : result.score <= 0 ? 'lost' : 'won');
