import { expect } from 'chai';

/**
 * The error a promise rejects with; fails the test when it resolves. Takes the promise itself or a
 * function that starts the work, so that a synchronous throw counts as a rejection too.
 */
export async function rejectionOf(attempt: Promise<unknown> | (() => unknown)): Promise<Error> {
  try {
    await (typeof attempt === 'function' ? attempt() : attempt);
  } catch (error) {
    return error as Error;
  }
  return expect.fail('expected the promise to reject, it resolved');
}
