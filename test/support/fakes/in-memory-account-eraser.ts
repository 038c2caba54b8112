import type { AccountEraser } from '../../../application/ports/account-eraser.port';
import { noDeletedData, type DeletedDataKey } from '../../../contracts/auth.codec';
import type { InMemoryUserRepository } from './in-memory-user.repository';

/** A fake store holding rows that reference a user (ON DELETE CASCADE in the schema). */
export interface UserDependent {
  removeUser(userId: string): void;
}

/**
 * Deletes the user from the fake user store, and what cascades with the row from the dependents given.
 * The kinds of data no feature stores yet count 0, as in the PostgreSQL adapter.
 */
export class InMemoryAccountEraser implements AccountEraser {
  private readonly dependents: UserDependent[];

  constructor(
    private readonly users: InMemoryUserRepository,
    ...dependents: UserDependent[]
  ) {
    this.dependents = dependents;
  }

  async erase(userId: string): Promise<Record<DeletedDataKey, number>> {
    const user = this.users.delete(userId) ? 1 : 0;
    for (const dependent of this.dependents) dependent.removeUser(userId);
    return { ...noDeletedData(), user };
  }
}
