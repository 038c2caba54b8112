import * as t from 'io-ts';

// The shapes every request codec is built from: extra fields are stripped, never passed on.

/** An object with exactly these required fields. */
export const strict = <P extends t.Props>(props: P, name: string) => t.exact(t.type(props, name));

/** Required fields plus optional ones. */
export const withOptional = <P extends t.Props, O extends t.Props>(props: P, optional: O, name: string) =>
  t.exact(t.intersection([t.type(props), t.partial(optional)], name));

/** One of a fixed list of strings. */
export const oneOf = <T extends string>(values: readonly T[], name?: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<T, null>, name);
