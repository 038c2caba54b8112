import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import * as t from 'io-ts';
import { anyJson, nastyNumber, nastyText, textFor } from './nasty-values';

// Bodies shaped like a route's own request codec: the right fields with the wrong contents (a date field
// holding year 0000, a count of 2^63, a word list of 3,000-character words). A body of random fields
// seldom gets past the codec; these get to the use case and the store behind it, where the 500s were.

const CONTRACTS = path.resolve(import.meta.dirname, '../../../contracts');

/** Every codec the contracts export, by its name: a VALIDATION_ERROR of a whole body names its codec. */
export async function contractCodecs(): Promise<Map<string, t.Mixed[]>> {
  const byName = new Map<string, t.Mixed[]>();
  for (const file of (await readdir(CONTRACTS)).filter((name) => name.endsWith('.ts'))) {
    const exported = (await import(path.join(CONTRACTS, file))) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (!(value instanceof t.Type)) continue;
      byName.set(value.name, [...(byName.get(value.name) ?? []), value as t.Mixed]);
    }
  }
  return byName;
}

/** The field names of a codec and of every codec inside it: keys a generic body is made of. */
export function fieldNames(codec: t.Mixed, seen = new Set<t.Mixed>()): string[] {
  if (seen.has(codec)) return [];
  seen.add(codec);
  const inner = innerCodecs(codec);
  const own = 'props' in codec ? Object.keys((codec as { props: t.Props }).props) : [];
  return [...new Set([...own, ...inner.flatMap((type) => fieldNames(type, seen))])];
}

function innerCodecs(codec: t.Mixed): t.Mixed[] {
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType || codec instanceof t.StrictType)
    return Object.values(codec.props as t.Props);
  if (codec instanceof t.UnionType || codec instanceof t.IntersectionType || codec instanceof t.TupleType)
    return codec.types as t.Mixed[];
  if (
    codec instanceof t.ExactType ||
    codec instanceof t.ArrayType ||
    codec instanceof t.ReadonlyArrayType ||
    codec instanceof t.ReadonlyType ||
    codec instanceof t.RefinementType ||
    codec instanceof t.RecursiveType
  )
    return [codec.type as t.Mixed];
  if (codec instanceof t.DictionaryType) return [codec.codomain as t.Mixed];
  return [];
}

export interface ShapeSources {
  /** Values the server holds (today, real ids). */
  readonly known: readonly string[];
  /** Field names for the odd wrong-typed object. */
  readonly fieldNames: readonly string[];
}

/**
 * Values shaped like `codec`, with nasty leaves: strings of any kind, numbers past any column's range. One
 * node in eight is a JSON value of any type instead, so that a wrong type turns up inside a right shape.
 */
export function shapedLike(
  codec: t.Mixed,
  sources: ShapeSources,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  const wrong = anyJson(sources.known, sources.fieldNames);
  const right = depth > 6 ? wrong : rightShape(codec, sources, depth, name);
  return fc.oneof({ weight: 7, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** `name` is the field's (an array's items and a union's members keep it): a date field gets dates. */
function rightShape(
  codec: t.Mixed,
  sources: ShapeSources,
  depth: number,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  const inner = (type: t.Mixed, field = name) => shapedLike(type, sources, depth + 1, field);
  if (codec instanceof t.StringType) return textFor(name, sources.known);
  if (codec instanceof t.NumberType) return nastyNumber;
  if (codec instanceof t.BooleanType) return fc.boolean();
  if (codec instanceof t.NullType) return fc.constant(null);
  if (codec instanceof t.UndefinedType || codec instanceof t.VoidType) return fc.constant(undefined);
  if (codec instanceof t.LiteralType) return fc.constant(codec.value);
  if (codec instanceof t.KeyofType) return fc.constantFrom(...Object.keys(codec.keys as object));
  if (codec instanceof t.InterfaceType || codec instanceof t.StrictType)
    return fc.record(mapProps(codec.props as t.Props, inner));
  if (codec instanceof t.PartialType)
    return fc.record(mapProps(codec.props as t.Props, inner), { requiredKeys: [] });
  if (codec instanceof t.IntersectionType)
    return fc
      .tuple(...(codec.types as t.Mixed[]).map((type) => inner(type)))
      .map((parts) => Object.assign({}, ...parts.map((part) => (isObject(part) ? part : {}))));
  if (codec instanceof t.UnionType) return fc.oneof(...(codec.types as t.Mixed[]).map((type) => inner(type)));
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType)
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(inner(codec.type as t.Mixed), { maxLength: 6 }) },
      // Past any list the game has (five categories, a batch of events): is the length checked?
      { weight: 1, arbitrary: fc.array(inner(codec.type as t.Mixed), { minLength: 200, maxLength: 400 }) },
    );
  if (codec instanceof t.TupleType) return fc.tuple(...(codec.types as t.Mixed[]).map((type) => inner(type)));
  if (codec instanceof t.DictionaryType)
    return fc.dictionary(nastyText(sources.known), inner(codec.codomain as t.Mixed), { maxKeys: 5 });
  const [only] = innerCodecs(codec);
  if (only) return inner(only);
  // A hand-written codec (t.unknown, or a `new t.Type`): its shape is not to be read from outside.
  return anyJson(sources.known, sources.fieldNames);
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mapProps(props: t.Props, inner: (type: t.Mixed, field: string) => fc.Arbitrary<unknown>) {
  return Object.fromEntries(Object.entries(props).map(([key, type]) => [key, inner(type, key)]));
}
