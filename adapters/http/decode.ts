import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { HttpError } from './errors/http-error';

/** `body.username: expected string, got 42`: one readable line per failing path, at most ten. */
export function describeDecodeErrors(errors: t.Errors, root: string): string[] {
  const lines = errors.map((error) => {
    const path = [root, ...error.context.slice(1).map((entry) => entry.key)].filter(Boolean).join('.');
    const expected = error.context[error.context.length - 1]?.type.name ?? 'a valid value';
    const got = error.value === undefined ? 'nothing' : JSON.stringify(error.value)?.slice(0, 40);
    return error.message ?? `${path}: expected ${expected}, got ${got}`;
  });
  return [...new Set(lines)].slice(0, 10);
}

/**
 * Decodes untrusted input at the edge. A failure is a 400 VALIDATION_ERROR naming every wrong path, thrown
 * before any use case runs, so nothing is half-written.
 */
export function decodeOrThrow<A, O>(codec: t.Type<A, O, unknown>, input: unknown, root = 'body'): A {
  const result = codec.decode(input);
  if (isLeft(result)) {
    const problems = describeDecodeErrors(result.left, root);
    throw new HttpError(400, 'VALIDATION_ERROR', `Invalid request: ${problems[0]}`, { problems });
  }
  return result.right;
}
