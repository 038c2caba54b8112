import { inject, injectable } from 'inversify';
import { ImportBankCategories } from './import-bank-categories.use-case';
import { ListBankCategories } from './list-bank-categories.use-case';
import { SaveBankCategory } from './save-bank-category.use-case';

/** Everything the categories bank's routes call. */
@injectable()
export class CategoryBankUseCases {
  constructor(
    @inject(ListBankCategories) readonly list: ListBankCategories,
    @inject(SaveBankCategory) readonly save: SaveBankCategory,
    @inject(ImportBankCategories) readonly importer: ImportBankCategories,
  ) {}
}
