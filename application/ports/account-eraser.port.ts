import type { DeletedDataKey } from '../../contracts/auth.codec';

/**
 * Deletes everything stored about a user, in one transaction, and counts what went per kind of data
 * (the spec's deletedData). Each feature that stores per-user data adds its tables to the adapter.
 */
export interface AccountEraser {
  erase(userId: string): Promise<Record<DeletedDataKey, number>>;
}

export const ACCOUNT_ERASER = Symbol.for('AccountEraser');
