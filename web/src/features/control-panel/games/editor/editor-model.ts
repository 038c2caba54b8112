import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import type {
  CreateGameRequest,
  ManagedGameView,
  PuzzleCategoryInput,
  UpdateGameRequest,
} from '../../../../../../contracts/manage-games.codec';
import {
  CATEGORY_COUNT,
  DEFAULT_CATEGORY_COLORS,
  WORDS_PER_CATEGORY,
} from '../../../../../../domain/constants/scoring.constants';
import type { PuzzleInput } from '../../../../../../domain/puzzles/puzzle-check';

// The game as the editor holds it while it is typed: plain texts, five slots in difficulty order (slot 0
// is the easiest), each with its colour and, when it came from the bank, the bank category's id.

export interface SlotDraft {
  readonly name: string;
  readonly words: readonly string[];
  readonly extraWord: string;
  readonly color: string;
  /** Kept when the text is edited afterwards: the game still credits the bank category. */
  readonly bankCategoryId: string | null;
}

export interface GameDraft {
  readonly date: string;
  readonly title: string;
  readonly categories: readonly SlotDraft[];
}

export const defaultColor = (position: number): string =>
  DEFAULT_CATEGORY_COLORS[position % DEFAULT_CATEGORY_COLORS.length] as string;

export const emptySlot = (position: number): SlotDraft => ({
  name: '',
  words: Array.from({ length: WORDS_PER_CATEGORY }, () => ''),
  extraWord: '',
  color: defaultColor(position),
  bankCategoryId: null,
});

export const emptyDraft = (date: string): GameDraft => ({
  date,
  title: '',
  categories: Array.from({ length: CATEGORY_COUNT }, (_, i) => emptySlot(i)),
});

/** A stored game in the editor's terms; its categories in position order. */
export function draftOf(game: ManagedGameView): GameDraft {
  const ordered = [...game.categories].sort((a, b) => a.position - b.position);
  return {
    date: game.date,
    title: game.title ?? '',
    categories: ordered.map((category, i) => ({
      name: category.name,
      words: [...category.words],
      extraWord: category.extraWord,
      color: category.color || defaultColor(i),
      bankCategoryId: category.bankCategoryId,
    })),
  };
}

/** What the domain's checks read (puzzleProblems, puzzleWarnings). */
export const puzzleOf = (draft: GameDraft): PuzzleInput => ({
  title: draft.title,
  categories: draft.categories,
});

const slotRequest = (slot: SlotDraft): PuzzleCategoryInput => ({
  name: slot.name,
  words: [...slot.words],
  extraWord: slot.extraWord,
  color: slot.color,
  bankCategoryId: slot.bankCategoryId,
});

const titleOf = (draft: GameDraft): string | null => (draft.title.trim() === '' ? null : draft.title);

export const createRequestOf = (draft: GameDraft, publish: boolean): CreateGameRequest => ({
  date: draft.date,
  title: titleOf(draft),
  categories: draft.categories.map(slotRequest),
  publish,
});

export const updateRequestOf = (draft: GameDraft, version: number): UpdateGameRequest => ({
  date: draft.date,
  title: titleOf(draft),
  categories: draft.categories.map(slotRequest),
  version,
});

export const sameDraft = (a: GameDraft, b: GameDraft): boolean => JSON.stringify(a) === JSON.stringify(b);

export const withSlot = (draft: GameDraft, index: number, change: Partial<SlotDraft>): GameDraft => ({
  ...draft,
  categories: draft.categories.map((slot, i) => (i === index ? { ...slot, ...change } : slot)),
});

export const withWord = (draft: GameDraft, index: number, wordIndex: number, value: string): GameDraft => {
  const slot = draft.categories[index];
  if (slot === undefined) return draft;
  return withSlot(draft, index, { words: slot.words.map((word, i) => (i === wordIndex ? value : word)) });
};

/** A bank category copied into a slot: its texts, its colour if it has one, and its id. */
export const fromBank = (draft: GameDraft, index: number, category: BankCategoryView): GameDraft =>
  withSlot(draft, index, {
    name: category.name,
    words: [...category.words],
    extraWord: category.extraWord,
    color: category.color ?? defaultColor(index),
    bankCategoryId: category.id,
  });
