/** A reusable category of the bank (DESIGN 11). */
export interface BankCategory {
  readonly id: string;
  readonly name: string;
  readonly words: readonly string[];
  readonly extraWord: string;
  readonly color: string | null;
  /** Who players see as its author. */
  readonly author: string;
  readonly source: 'admin' | 'suggestion';
  readonly suggestionId: string | null;
  readonly version: number;
  readonly createdAt: Date;
}

/** One game that used a bank category, and how its players did on it. */
export interface BankAppearance {
  readonly categoryId: string;
  readonly date: string;
  readonly players: number;
  readonly solved: number;
}

export interface BankCategoryToStore {
  readonly id: string;
  readonly name: string;
  readonly words: readonly string[];
  readonly extraWord: string;
  readonly color: string | null;
  readonly author: string;
  readonly source: 'admin' | 'suggestion';
  readonly suggestionId: string | null;
  readonly createdBy: string | null;
  /** Name and words without case or accents. */
  readonly searchText: string;
}

export interface CategoryBankRepository {
  find(id: string): Promise<BankCategory | null>;
  lock(id: string): Promise<BankCategory | null>;
  findMany(ids: readonly string[]): Promise<BankCategory[]>;
  /** Newest first; `searchKey` (already normalised) matches names and words anywhere. */
  list(
    searchKey: string,
    offset: number,
    limit: number,
  ): Promise<{ categories: BankCategory[]; total: number }>;
  insert(categories: readonly BankCategoryToStore[]): Promise<void>;
  /** Stores the new content and bumps the version. */
  update(category: BankCategoryToStore): Promise<void>;
  delete(id: string): Promise<void>;
  /** Every published game that used one of the categories, newest first. */
  appearances(ids: readonly string[]): Promise<BankAppearance[]>;
}

export const CATEGORY_BANK_REPOSITORY = Symbol.for('CategoryBankRepository');
