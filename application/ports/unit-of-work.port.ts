/**
 * Runs work in one database transaction. Repositories called inside `run` take part in it without being
 * handed anything: either every write of the work lands, or none does.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export const UNIT_OF_WORK = Symbol.for('UnitOfWork');
