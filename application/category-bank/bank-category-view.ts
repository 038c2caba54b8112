import { inject, injectable } from 'inversify';
import type { BankCategoryView } from '../../contracts/category-bank.codec';
import {
  CATEGORY_BANK_REPOSITORY,
  type BankAppearance,
  type BankCategory,
  type CategoryBankRepository,
} from '../ports/category-bank.repository';

const PERCENT = 100;

const appearanceView = ({ date, players, solved }: BankAppearance) => ({
  date,
  players,
  solveRate: players === 0 ? null : Math.round((solved / players) * PERCENT),
});

/** Bank entries as the control panel shows them, with where each was used: one read for any number. */
@injectable()
export class BankCategoryViews {
  constructor(@inject(CATEGORY_BANK_REPOSITORY) private readonly bank: CategoryBankRepository) {}

  async of(categories: readonly BankCategory[]): Promise<BankCategoryView[]> {
    const appearances = await this.bank.appearances(categories.map((category) => category.id));
    return categories.map((category) => ({
      id: category.id,
      name: category.name,
      words: [...category.words],
      extraWord: category.extraWord,
      color: category.color,
      createdBy: category.author,
      source: category.source,
      suggestionId: category.suggestionId,
      usedIn: appearances.filter((a) => a.categoryId === category.id).map(appearanceView),
      version: category.version,
      createdAt: category.createdAt.toISOString(),
    }));
  }

  async one(category: BankCategory): Promise<BankCategoryView> {
    return (await this.of([category]))[0] as BankCategoryView;
  }
}
