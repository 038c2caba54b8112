import * as E from 'fp-ts/Either';
import type { ValidationError } from '../errors/domain-error';

/** One field's rule inside a form: a failure, or nothing to report. */
export type FieldCheck<I> = (input: I) => E.Either<ValidationError, unknown>;

/**
 * Forms answer two questions with one rule list: the first failure (what the server reports, in the
 * spec's order) and every failing field at once (what a form shows next to its inputs).
 */
export const firstFailure = <I>(checks: readonly FieldCheck<I>[], input: I): ValidationError | null => {
  for (const check of checks) {
    const result = check(input);
    if (E.isLeft(result)) return result.left;
  }
  return null;
};

/** One failure per field at most (the first in rule order), as a form shows one message per input. */
export const allFailures = <I>(checks: readonly FieldCheck<I>[], input: I): ValidationError[] => {
  const failures = checks
    .map((check) => check(input))
    .flatMap((result) => (E.isLeft(result) ? [result.left] : []));
  return failures.filter(
    (failure, i) => failure.field === undefined || failures.findIndex((f) => f.field === failure.field) === i,
  );
};

export const validateForm = <I, O>(
  checks: readonly FieldCheck<I>[],
  input: I,
  build: (input: I) => O,
): E.Either<ValidationError, O> => {
  const failure = firstFailure(checks, input);
  return failure === null ? E.right(build(input)) : E.left(failure);
};

/** Length in characters as a person counts them, not UTF-16 units. */
export const charLength = (text: string): number => [...text].length;

export const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim().length === 0;
