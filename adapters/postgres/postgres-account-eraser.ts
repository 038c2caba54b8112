import { inject, injectable } from 'inversify';
import type { AccountEraser } from '../../application/ports/account-eraser.port';
import { noDeletedData, type DeletedDataKey } from '../../contracts/auth.codec';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

/**
 * Deletes a user and everything that hangs off them in one transaction. Sessions, links and reset requests
 * go with the user row (ON DELETE CASCADE). The kinds of data the spec counts that no feature stores yet are
 * answered 0; each feature that adds per-user tables deletes and counts them here.
 */
@injectable()
export class PostgresAccountEraser implements AccountEraser {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async erase(userId: string): Promise<Record<DeletedDataKey, number>> {
    return this.database.run(async () => {
      const user = await this.database.db()('users').where({ id: userId }).delete();
      return { ...noDeletedData(), user };
    });
  }
}
