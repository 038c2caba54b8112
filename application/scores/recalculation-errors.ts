import type { RecalculationProgress } from '../../contracts/manage-scores.codec';
import { appError } from '../errors/app-error';

export const recalculationRunning = (progress: RecalculationProgress) =>
  appError('RECALCULATION_RUNNING', 'A recalculation is already running: follow it instead', { progress });
export const recalculationNotFound = () =>
  appError('RECALCULATION_NOT_FOUND', 'No recalculation has been run yet');
