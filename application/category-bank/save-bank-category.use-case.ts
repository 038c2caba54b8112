import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { BankCategoryView, UpdateBankCategoryRequest } from '../../contracts/category-bank.codec';
import {
  categoryProblems,
  repeatedWordProblems,
  trimCategory,
  wordFields,
  type CategoryInput,
} from '../../domain/puzzles/category-check';
import { categorySearchKey } from '../../domain/puzzles/search-key';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import {
  CATEGORY_BANK_REPOSITORY,
  type BankCategory,
  type BankCategoryToStore,
  type CategoryBankRepository,
} from '../ports/category-bank.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { BankCategoryViews } from './bank-category-view';
import {
  bankCategoryInvalid,
  bankCategoryNotFound,
  bankCategoryVersionConflict,
} from './category-bank-errors';

type Content = CategoryInput;

/** Every problem of a bank entry: the puzzle's rules for one category, its four words distinct. */
export const bankCategoryProblems = (content: Content) => [
  ...categoryProblems(content),
  ...repeatedWordProblems(wordFields(content)),
];

const snapshot = (c: Pick<BankCategory, 'name' | 'words' | 'extraWord' | 'color'>) => ({
  name: c.name,
  words: c.words,
  extraWord: c.extraWord,
  color: c.color,
});

/** The stored form of a checked entry: trimmed, with its search key. */
export const toStoredBankCategory = (
  content: Content,
  origin: Pick<BankCategoryToStore, 'id' | 'author' | 'source' | 'suggestionId' | 'createdBy'>,
): BankCategoryToStore => {
  const trimmed = trimCategory(content);
  return { ...origin, ...trimmed, color: trimmed.color ?? null, searchText: categorySearchKey(trimmed) };
};

/** Create, edit and delete bank entries; each change is audited. Games keep their own copies. */
@injectable()
export class SaveBankCategory {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(CATEGORY_BANK_REPOSITORY) private readonly bank: CategoryBankRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(BankCategoryViews) private readonly views: BankCategoryViews,
  ) {}

  create(content: Content, actor: Actor): Promise<E.Either<AppError, BankCategoryView>> {
    const problems = bankCategoryProblems(content);
    if (problems.length > 0) return Promise.resolve(E.left(bankCategoryInvalid(problems)));
    return runEither(this.unitOfWork, async () => {
      const stored = toStoredBankCategory(content, {
        id: this.random.uuid(),
        author: actor.username,
        source: 'admin',
        suggestionId: null,
        createdBy: actor.id,
      });
      await this.bank.insert([stored]);
      await this.audit.record({
        actor,
        action: 'category.create',
        entity: 'category',
        entityId: stored.id,
        before: null,
        after: snapshot(stored),
      });
      return E.right(await this.views.one((await this.bank.find(stored.id)) as BankCategory));
    });
  }

  update(
    id: string,
    content: UpdateBankCategoryRequest,
    actor: Actor,
  ): Promise<E.Either<AppError, BankCategoryView>> {
    const problems = bankCategoryProblems(content);
    if (problems.length > 0) return Promise.resolve(E.left(bankCategoryInvalid(problems)));
    return runEither(this.unitOfWork, async () => {
      const current = await this.bank.lock(id);
      if (!current) return E.left(bankCategoryNotFound());
      if (content.version !== undefined && content.version !== current.version)
        return E.left(bankCategoryVersionConflict(current.version));
      const stored = toStoredBankCategory(content, { ...current, createdBy: actor.id });
      await this.bank.update(stored);
      await this.audit.record({
        actor,
        action: 'category.update',
        entity: 'category',
        entityId: id,
        before: snapshot(current),
        after: snapshot(stored),
      });
      return E.right(await this.views.one((await this.bank.find(id)) as BankCategory));
    });
  }

  delete(id: string, actor: Actor): Promise<E.Either<AppError, { message: string }>> {
    return runEither(this.unitOfWork, async () => {
      const current = await this.bank.lock(id);
      if (!current) return E.left(bankCategoryNotFound());
      await this.bank.delete(id);
      await this.audit.record({
        actor,
        action: 'category.delete',
        entity: 'category',
        entityId: id,
        before: snapshot(current),
        after: null,
      });
      return E.right({ message: 'Category deleted' });
    });
  }
}
