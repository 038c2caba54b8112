import * as E from 'fp-ts/Either';
import type { AppError } from '../../../application/errors/app-error';

/** The success of a use case; a failure fails the test with its code and message. */
export function rightOf<R>(result: E.Either<AppError, R>): R {
  if (E.isLeft(result)) throw new Error(`expected success, got ${result.left.code}: ${result.left.message}`);
  return result.right;
}

/** The expected failure of a use case; a success fails the test. */
export function leftOf<R>(result: E.Either<AppError, R>): AppError {
  if (E.isRight(result))
    throw new Error(`expected a failure, got ${JSON.stringify(result.right).slice(0, 200)}…`);
  return result.left;
}
