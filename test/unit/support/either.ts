import { expect } from 'chai';
import * as E from 'fp-ts/Either';

// Assertion helpers: a test that expects a success shows the failure it got, and vice versa.
export const expectRight = <L, R>(result: E.Either<L, R>): R => {
  if (E.isLeft(result)) expect.fail(`expected Right, got Left ${JSON.stringify(result.left)}`);
  return (result as E.Right<R>).right;
};

export const expectLeft = <L, R>(result: E.Either<L, R>): L => {
  if (E.isRight(result)) expect.fail(`expected Left, got Right ${JSON.stringify(result.right)}`);
  return (result as E.Left<L>).left;
};

export const leftCode = <R>(result: E.Either<{ readonly code: string }, R>): string | null =>
  E.isLeft(result) ? result.left.code : null;
