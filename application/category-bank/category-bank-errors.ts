import type { PuzzleProblem } from '../../domain/puzzles/category-check';
import type { ImportLineProblem } from '../../domain/puzzles/bank-import';
import { appError } from '../errors/app-error';

export const bankCategoryNotFound = () => appError('CATEGORY_NOT_FOUND', 'Category not found');
export const bankCategoryInvalid = (problems: readonly PuzzleProblem[]) =>
  appError('CATEGORY_INVALID', `${problems[0]?.field}: ${problems[0]?.message}`, { problems });
export const bankCategoryVersionConflict = (currentVersion: number) =>
  appError('CATEGORY_VERSION_CONFLICT', 'Somebody else saved this category after you opened it', {
    currentVersion,
  });
export const bankImportInvalid = (problems: readonly ImportLineProblem[]) => {
  const first = problems[0];
  const where = first && first.line > 0 ? `line ${first.line}${first.field ? `, ${first.field}` : ''}: ` : '';
  return appError('BANK_IMPORT_INVALID', `Nothing imported: ${where}${first?.message ?? ''}`, { problems });
};
