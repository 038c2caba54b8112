import { NO_ACTIVE_GAME_TO_FORFEIT_TEXT } from '../../domain/errors/error-texts';
import { appError, type AppError } from '../errors/app-error';

// Expected failures of play; their HTTP statuses are in the adapter's status table.
/** Carries the server's date: a client with no game to show still needs today from the server. */
export const gameNotFound = (today: string): AppError =>
  appError('GAME_NOT_FOUND', 'No game for this date', { today });
export const sessionNotFound = (): AppError => appError('SESSION_NOT_FOUND', 'No game session for this date');
export const noActiveSession = (): AppError => appError('NO_ACTIVE_SESSION', 'No active game session');
export const noActiveGame = (): AppError => appError('NO_ACTIVE_GAME', NO_ACTIVE_GAME_TO_FORFEIT_TEXT);
export const gameInProgress = (): AppError =>
  appError('GAME_IN_PROGRESS', 'The game is still in progress: finish or forfeit it first');
export const gameNotFinished = (): AppError =>
  appError('GAME_NOT_FINISHED', 'Play the game of this date to the end first');
