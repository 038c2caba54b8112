import * as E from 'fp-ts/Either';

/**
 * Runs work in one database transaction. Repositories called inside `run` take part in it without being
 * handed anything: either every write of the work lands, or none does. A transaction that loses a race
 * to another (a deadlock, a serialization failure, a unique key inserted at the same moment) is run
 * again, a few times at most, so the work must be the store's only (no mail sent from inside it); when
 * the races go on, `run` throws StoreContention, answered 503 with Retry-After.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export const UNIT_OF_WORK = Symbol.for('UnitOfWork');

/** Carries a Left out of `run` so that the transaction rolls back; never leaves `runEither`. */
class RolledBack<L> {
  constructor(readonly left: L) {}
}

/**
 * Work that answers an Either, in one transaction: a Right commits it, a Left rolls back every write the
 * work made before deciding so (a session it started included) and is answered as it was.
 */
export async function runEither<L, R>(
  unitOfWork: UnitOfWork,
  work: () => Promise<E.Either<L, R>>,
): Promise<E.Either<L, R>> {
  try {
    return E.right(
      await unitOfWork.run(async () => {
        const answer = await work();
        if (E.isLeft(answer)) throw new RolledBack(answer.left);
        return answer.right;
      }),
    );
  } catch (error) {
    if (error instanceof RolledBack) return E.left(error.left as L);
    throw error;
  }
}
