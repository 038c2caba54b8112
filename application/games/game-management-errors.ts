import type { PuzzleProblem } from '../../domain/puzzles/category-check';
import { appError } from '../errors/app-error';

// The expected failures of the control panel's games (DESIGN 11); statuses in the HTTP code table.
export const managedGameNotFound = () => appError('GAME_NOT_FOUND', 'Game not found');
export const gameDateTaken = () => appError('GAME_DATE_TAKEN', 'Another game already has this date');
export const gameLocked = () =>
  appError('GAME_LOCKED', 'This game has been played on its day: its words, date and existence are fixed');
export const gameVersionConflict = (currentVersion: number) =>
  appError('GAME_VERSION_CONFLICT', 'Somebody else saved this game after you opened it', { currentVersion });
export const gameAlreadyLive = () =>
  appError('GAME_ALREADY_LIVE', 'A game can be taken back only before its day');
/** Problems that stop even a draft from being saved (shape, lengths). */
export const gameInvalid = (problems: readonly PuzzleProblem[]) =>
  appError('GAME_INVALID', `${problems[0]?.field}: ${problems[0]?.message}`, { problems });
/** Problems that stop a game from being published (anything empty, repeated or too long). */
export const gameNotPublishable = (problems: readonly PuzzleProblem[]) =>
  appError('GAME_NOT_PUBLISHABLE', `Not ready to publish: ${problems[0]?.field}: ${problems[0]?.message}`, {
    problems,
  });
export const reorderInvalid = (reason: string) => appError('REORDER_INVALID', reason);
export const dateRangeInvalid = (reason: string) => appError('DATE_RANGE_INVALID', reason);
