import { expect } from 'chai';
import * as E from 'fp-ts/Either';

// Assertion helpers for Eithers (use cases, domain rules, validation): a test that expects a success
// shows the failure it got, and vice versa.

/** `code: message` of a failure that has them (an AppError, a domain rule's failure); else its JSON. */
const describeFailure = (left: unknown): string => {
  const { code, message } = Object(left) as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string'
    ? `${code}: ${message}`
    : JSON.stringify(left);
};

/** The success; a failure fails the test with its code and message. */
export const rightOf = <L, R>(result: E.Either<L, R>): R =>
  E.isRight(result) ? result.right : expect.fail(`expected success, got ${describeFailure(result.left)}`);

/** The expected failure; a success fails the test. */
export const leftOf = <L, R>(result: E.Either<L, R>): L =>
  E.isLeft(result)
    ? result.left
    : expect.fail(`expected a failure, got ${JSON.stringify(result.right)?.slice(0, 200)}…`);

/** The failure's code, or null for a success. */
export const leftCode = <R>(result: E.Either<{ readonly code: string }, R>): string | null =>
  E.isLeft(result) ? result.left.code : null;
