import type { PuzzleCategoryInput } from '../../contracts/manage-games.codec';
import { DEFAULT_CATEGORY_COLORS } from '../../domain/constants/scoring.constants';
import { trimCategory } from '../../domain/puzzles/category-check';
import type { Actor } from '../audit/actor';
import type { BankCategory } from '../ports/category-bank.repository';
import type { StoredCategory } from '../ports/managed-game.repository';

/**
 * The editor's slots as stored categories: trimmed, the position's colour when none is chosen, and the
 * author players will see: the bank entry's (a suggesting player is credited), else the author the slot
 * had before this edit, else the editor saving it.
 */
export const toStoredCategories = (
  inputs: readonly PuzzleCategoryInput[],
  bank: readonly BankCategory[],
  previous: readonly StoredCategory[],
  actor: Actor,
): StoredCategory[] =>
  inputs.map((input, position) => {
    const category = trimCategory(input);
    const fromBank = bank.find((entry) => entry.id === input.bankCategoryId) ?? null;
    const before = previous.find((p) => p.position === position);
    const keptAuthor = before && before.bankCategoryId === (fromBank?.id ?? null) ? before.createdBy : '';
    return {
      name: category.name,
      position,
      words: category.words,
      extraWord: category.extraWord,
      color: category.color ?? DEFAULT_CATEGORY_COLORS[position] ?? DEFAULT_CATEGORY_COLORS[0],
      createdBy: fromBank?.author ?? (keptAuthor || actor.username),
      bankCategoryId: fromBank?.id ?? null,
    };
  });

export const bankIdsOf = (inputs: readonly PuzzleCategoryInput[]): string[] =>
  inputs.flatMap((input) => (input.bankCategoryId ? [input.bankCategoryId] : []));
