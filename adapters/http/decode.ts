import * as t from 'io-ts';
import { isLeft } from 'fp-ts/Either';
import { HttpError } from './errors/http-error';

// Keys of unions and intersections ('0', '1') are the codec's inner structure, not the caller's field names.
const isFieldKey = (entry: t.ContextEntry, index: number, context: t.Context) =>
  index > 0 &&
  entry.key !== '' &&
  !(context[index - 1]?.type instanceof t.UnionType && /^\d+$/.test(entry.key)) &&
  !(context[index - 1]?.type instanceof t.IntersectionType);

/**
 * `body.username: expected string`: one readable line per failing path, at most ten. The submitted value
 * is never echoed back: it may be a password. Nor is a codec's own failure message, which may quote the
 * value (io-ts leaves `message` to whoever wrote the codec): the expected type's name says enough.
 */
export function describeDecodeErrors(errors: t.Errors, root: string): string[] {
  const lines = errors.map((error) => {
    const fields = error.context
      .filter((entry, i, context) => isFieldKey(entry, i, context))
      .map((e) => e.key);
    const path = [root, ...fields].join('.');
    const expected = error.context[error.context.length - 1]?.type.name ?? 'a valid value';
    return `${path}: expected ${expected}`;
  });
  return [...new Set(lines)].slice(0, 10);
}

/** An object codec that drops keys it does not name, so nothing unexpected ever reaches a use case. */
export const strictObject = <P extends t.Props>(props: P, name?: string) => t.exact(t.type(props, name));

// PostgreSQL refuses text holding a NUL character; no field of this game has a use for control characters.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A surrogate standing alone ("x\ud800y" in JSON) is no character at all: it has no UTF-8 form, so the
// audit's JSON and PostgreSQL's text refuse it (issue 30: it answered 500). In a `u` pattern a surrogate
// pair is one code point, so only the lone ones match.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a text cannot be taken, if it cannot. */
function unreadable(text: string): string | null {
  if (CONTROL_CHARACTER.test(text)) return 'control characters are not allowed';
  if (LONE_SURROGATE.test(text)) return 'not well-formed Unicode text';
  return null;
}

/** The field names a codec declares, at any depth: the only keys of a body an answer may name. */
const declaredFieldsByCodec = new WeakMap<t.Any, ReadonlySet<string>>();

function declaredFields(codec: t.Any): ReadonlySet<string> {
  const cached = declaredFieldsByCodec.get(codec);
  if (cached) return cached;
  const names = new Set<string>();
  const seen = new Set<t.Any>();
  const walk = (type: t.Any): void => {
    if (seen.has(type)) return;
    seen.add(type);
    if ('props' in type)
      Object.entries(type.props as t.Props).forEach(([name, inner]) => {
        names.add(name);
        walk(inner);
      });
    if ('types' in type && Array.isArray(type.types)) (type.types as t.Any[]).forEach(walk);
    if (type instanceof t.DictionaryType) walk(type.codomain as t.Any);
    // The wrapping kinds (exact, array, refinement, readonly, recursion) all keep the inner type in `type`.
    if ('type' in type && type.type instanceof t.Type) walk(type.type);
  };
  walk(codec);
  declaredFieldsByCodec.set(codec, names);
  return names;
}

/** No key of the input is named: what a query parameter has, and what lies under a key the codec lacks. */
const NO_FIELDS: ReadonlySet<string> = new Set();

/**
 * The first string anywhere in `value` that is not plain text (a control character, a lone surrogate), as
 * `path: why`. A key the codec does not declare is the caller's own text (it could be anything, a password
 * pasted in the wrong place): the path then stops before it, so that the answer never repeats it. A key
 * itself is text too, and is looked at the same way.
 */
function unreadablePath(
  value: unknown,
  path: string,
  fields: ReadonlySet<string> | null,
  depth = 0,
): string | null {
  if (typeof value === 'string') {
    const why = unreadable(value);
    return why ? `${path}: ${why}` : null;
  }
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const why = unreadable(key);
    if (why) return `${path}: ${why}`;
    const named = fields !== null && (Array.isArray(value) || fields.has(key));
    const found = named
      ? unreadablePath(inner, `${path}.${key}`, fields, depth + 1)
      : unreadablePath(inner, path, null, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Decodes untrusted input at the edge. A failure is a 400 VALIDATION_ERROR naming every wrong path, thrown
 * before any use case runs, so nothing is half-written. Request codecs are built with `strictObject`.
 */
export function decodeOrThrow<A, O>(codec: t.Type<A, O, unknown>, input: unknown, root = 'body'): A {
  rejectUnreadableText(input, root, declaredFields(codec));
  const result = codec.decode(input);
  if (isLeft(result)) throw validationError(describeDecodeErrors(result.left, root));
  return result.right;
}

/** The 400 of untrusted input that does not decode; `problems` name the wrong paths, first one first. */
export const validationError = (problems: readonly string[]): HttpError =>
  new HttpError(400, 'VALIDATION_ERROR', `Invalid request: ${problems[0]}`, { problems: [...problems] });

/**
 * Refuses input holding a control character or a lone surrogate anywhere (a 400 naming where, by the
 * `fields` the codec declares only), before anything reads it. Every text the server takes passes here:
 * the bodies through `decodeOrThrow`, forms included, and the query parameters.
 */
export function rejectUnreadableText(input: unknown, root: string, fields = NO_FIELDS): void {
  const problem = unreadablePath(input, root, fields);
  if (problem) throw validationError([problem]);
}
