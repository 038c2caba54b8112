import type { Category } from '../../domain/game/category';

// A game's categories as the `categories` table holds them, read and written the same way by the players'
// game store and the control panel's.

export interface CategoryRow {
  game_id: string;
  position: number;
  name: string;
  words: string[];
  extra_word: string;
  color: string;
  created_by: string;
  bank_category_id: string | null;
}

export const toCategory = (row: CategoryRow): Category => ({
  name: row.name,
  position: row.position,
  words: row.words,
  extraWord: row.extra_word,
  color: row.color,
  createdBy: row.created_by,
});

/** The rows of a game's categories; `bankCategoryId` when the category was taken from the bank. */
export const categoryRows = (
  gameId: string,
  categories: readonly (Category & { bankCategoryId?: string | null })[],
) =>
  categories.map((category) => ({
    game_id: gameId,
    position: category.position,
    name: category.name,
    words: JSON.stringify(category.words),
    extra_word: category.extraWord,
    color: category.color,
    created_by: category.createdBy,
    bank_category_id: category.bankCategoryId ?? null,
  }));
