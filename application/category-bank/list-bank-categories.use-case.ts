import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  BankCategoriesAnswer,
  BankCategoryView,
  BankSearchAnswer,
} from '../../contracts/category-bank.codec';
import type { AppError } from '../errors/app-error';
import { bankCategoryNotFound } from './category-bank-errors';
import { FIRST_PAGE } from '../../domain/constants/page-sizes.constants';
import { searchKey } from '../../domain/puzzles/search-key';
import { CATEGORY_BANK_REPOSITORY, type CategoryBankRepository } from '../ports/category-bank.repository';
import { BankCategoryViews } from './bank-category-view';

export const BANK_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
/** The editor's picker shows this many matches as the editor types. */
export const BANK_SEARCH_LIMIT = 20;

/** One entry, the bank newest first, or what matches a search by name or word, case- and accent-insensitively. */
@injectable()
export class ListBankCategories {
  constructor(
    @inject(CATEGORY_BANK_REPOSITORY) private readonly bank: CategoryBankRepository,
    @inject(BankCategoryViews) private readonly views: BankCategoryViews,
  ) {}

  async page(query: string, page = FIRST_PAGE, limit = BANK_PAGE_SIZE): Promise<BankCategoriesAnswer> {
    const size = Math.min(Math.max(limit, 1), MAX_PAGE_SIZE);
    const currentPage = Math.max(page, FIRST_PAGE);
    const found = await this.bank.list(searchKey(query), (currentPage - 1) * size, size);
    return {
      categories: await this.views.of(found.categories),
      total: found.total,
      pages: Math.ceil(found.total / size),
      currentPage,
    };
  }

  /** One entry with where it was used: the editor's history of a slot taken from the bank. */
  async one(id: string): Promise<E.Either<AppError, BankCategoryView>> {
    const category = await this.bank.find(id);
    return category ? E.right(await this.views.one(category)) : E.left(bankCategoryNotFound());
  }

  async search(query: string): Promise<BankSearchAnswer> {
    const found = await this.bank.list(searchKey(query), 0, BANK_SEARCH_LIMIT);
    return { categories: await this.views.of(found.categories) };
  }
}
