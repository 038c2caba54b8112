import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { BankImportAnswer } from '../../contracts/category-bank.codec';
import { parseBankImport } from '../../domain/puzzles/bank-import';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { CATEGORY_BANK_REPOSITORY, type CategoryBankRepository } from '../ports/category-bank.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { bankImportInvalid } from './category-bank-errors';
import { toStoredBankCategory } from './save-bank-category.use-case';

/** Bulk import into the bank: JSON or CSV text, all or nothing (domain/puzzles/bank-import.ts). */
@injectable()
export class ImportBankCategories {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(CATEGORY_BANK_REPOSITORY) private readonly bank: CategoryBankRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(data: unknown, actor: Actor): Promise<E.Either<AppError, BankImportAnswer>> {
    const parsed = parseBankImport(data);
    if (E.isLeft(parsed)) return E.left(bankImportInvalid(parsed.left));
    const stored = parsed.right.map((category) =>
      toStoredBankCategory(category, {
        id: this.random.uuid(),
        author: actor.username,
        source: 'admin',
        suggestionId: null,
        createdBy: actor.id,
      }),
    );
    await this.unitOfWork.run(async () => {
      await this.bank.insert(stored);
      await this.audit.record({
        actor,
        action: 'category.import',
        entity: 'category',
        entityId: null,
        before: null,
        after: { imported: stored.length, names: stored.map((c) => c.name) },
      });
    });
    return E.right({ imported: stored.length });
  }
}
