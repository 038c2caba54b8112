import * as t from 'io-ts';
import { oneOf, strict, withOptional } from './codec-helpers';
import { SUGGESTION_STATUSES, type SuggestionStatus } from '../domain/suggestions/suggestion-status';

// Requests and answers of the categories bank and of the review of players' suggestions (admin spec 7
// "Categories", DESIGN 11).

export const BankCategoryRequest = withOptional(
  { name: t.string, words: t.array(t.string), extraWord: t.string },
  { color: t.union([t.string, t.null]) },
  'BankCategoryRequest',
);
export type BankCategoryRequest = t.TypeOf<typeof BankCategoryRequest>;

export const UpdateBankCategoryRequest = withOptional(
  { name: t.string, words: t.array(t.string), extraWord: t.string },
  { color: t.union([t.string, t.null]), version: t.number },
  'UpdateBankCategoryRequest',
);
export type UpdateBankCategoryRequest = t.TypeOf<typeof UpdateBankCategoryRequest>;

/** JSON (an array, or its text) or CSV text. */
export const ImportBankRequest = strict(
  { data: t.union([t.string, t.array(t.unknown)]) },
  'ImportBankRequest',
);

/** How players did on one earlier appearance of a bank category. */
export interface CategoryAppearance {
  date: string;
  players: number;
  /** Share of that day's players who solved it, 0-100 (rounded); null before anyone played. */
  solveRate: number | null;
}

export interface BankCategoryView {
  id: string;
  name: string;
  words: string[];
  extraWord: string;
  color: string | null;
  /** The author players see: the editor who wrote it, or the player who suggested it. */
  createdBy: string;
  source: 'admin' | 'suggestion';
  suggestionId: string | null;
  /** The dates of the published games that used it, newest first, with how players did. */
  usedIn: CategoryAppearance[];
  version: number;
  createdAt: string;
}

export interface BankCategoryAnswer {
  category: BankCategoryView;
}

export interface BankCategoriesAnswer {
  categories: BankCategoryView[];
  total: number;
  pages: number;
  currentPage: number;
}

/** GET /categories/search?q= and GET /categories: the editor's picker. */
export interface BankSearchAnswer {
  categories: BankCategoryView[];
}

export interface BankImportAnswer {
  imported: number;
}

export const SuggestionStatusCodec = oneOf(SUGGESTION_STATUSES, 'SuggestionStatus');

/** Approve as written, or modify then approve: the changed fields are sent. */
export const ApproveSuggestionRequest = withOptional(
  {},
  { name: t.string, words: t.array(t.string), extraWord: t.string, color: t.union([t.string, t.null]) },
  'ApproveSuggestionRequest',
);
export type ApproveSuggestionRequest = t.TypeOf<typeof ApproveSuggestionRequest>;

export interface ReviewedSuggestionView {
  id: string;
  userId: string;
  username: string;
  name: string;
  words: string[];
  extraWord: string;
  status: SuggestionStatus;
  createdAt: string;
  reviewedAt: string | null;
  /** The bank category an approval made of it. */
  bankCategoryId: string | null;
}

export interface ReviewedSuggestionsAnswer {
  suggestions: ReviewedSuggestionView[];
  total: number;
  pages: number;
  currentPage: number;
}

export interface ApprovedSuggestionAnswer {
  suggestion: ReviewedSuggestionView;
  category: BankCategoryView;
}
