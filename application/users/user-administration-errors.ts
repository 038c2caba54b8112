import { appError } from '../errors/app-error';

// The expected failures of the control panel's users and scores (DESIGN 11); statuses in the HTTP code table.
export const userNotFound = () => appError('USER_NOT_FOUND', 'User not found');
export const lastAdmin = () =>
  appError('LAST_ADMIN', 'The last admin keeps the admin role: make someone else an admin first');
export const cannotDeleteSelf = () =>
  appError('CANNOT_DELETE_SELF', 'You cannot delete your own account here; use your account page');
export const noRunningGame = () => appError('NO_RUNNING_GAME', 'The player has no game running on that date');
export const scoreNotFound = () => appError('SCORE_NOT_FOUND', 'Score not found');
export const invalidUserInput = (field: string, message: string) =>
  appError('VALIDATION_ERROR', `${field}: ${message}`, { field });
