import { inject, injectable } from 'inversify';
import type { BankCategoriesAnswer, BankCategoryView } from '../../contracts/category-bank.codec';
import { FIRST_PAGE } from '../../domain/constants/page-sizes.constants';
import { searchKey } from '../../domain/puzzles/search-key';
import { CATEGORY_BANK_REPOSITORY, type CategoryBankRepository } from '../ports/category-bank.repository';
import { BankCategoryViews } from './bank-category-view';

export const BANK_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
/** The editor's picker shows this many matches as the editor types. */
export const BANK_SEARCH_LIMIT = 20;

/** The bank newest first, or what matches a search by name or word, case- and accent-insensitively. */
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

  async search(query: string): Promise<{ categories: BankCategoryView[] }> {
    const found = await this.bank.list(searchKey(query), 0, BANK_SEARCH_LIMIT);
    return { categories: await this.views.of(found.categories) };
  }
}
