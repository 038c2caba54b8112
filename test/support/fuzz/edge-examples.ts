import * as t from 'io-ts';
import { TODAY } from '../game-api';
import { pathParameters, type Route } from '../route-table';
import { BODY_METHODS, type FuzzRequest, type FuzzSources, type RouteBodies } from './fuzz-requests';
import { DATE_NAME, MARKER, SWEPT_DATES } from './nasty-values';

// The requests every route gets before the random ones, whatever the seed: the inputs of the defects found
// before, which chance alone would send to a given route only now and then. Each swept date in every date
// of the route at once (its path, the date parameters its router reads, the date fields of its body, the
// rest plain); a malformed body with the marker where a password would be; and text that is not plain (a
// lone surrogate, a control character: issue 30) in each text field of its body and each query parameter
// in turn, forms included.

const PLAIN_ID = '00000000-0000-4000-8000-000000000000';

/** The route's path with `date` in its date parameters and a well-formed id in the others. */
export const plainPath = (route: Route, date = TODAY): string =>
  route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (DATE_NAME.test(name) ? date : PLAIN_ID));

/** The plainest value of `codec`, with `date` in every date-named text field (`name` is the field's). */
function sampleOf(codec: t.Mixed, date: string, name?: string): unknown {
  const inner = (type: t.Mixed, field = name) => sampleOf(type, date, field);
  if (codec instanceof t.StringType) return name !== undefined && DATE_NAME.test(name) ? date : 'x';
  if (codec instanceof t.NumberType) return 1;
  if (codec instanceof t.BooleanType) return true;
  if (codec instanceof t.LiteralType) return codec.value;
  if (codec instanceof t.KeyofType) return Object.keys(codec.keys as object)[0];
  if (codec instanceof t.InterfaceType || codec instanceof t.StrictType || codec instanceof t.PartialType)
    return Object.fromEntries(
      Object.entries(codec.props as t.Props).map(([key, type]) => [key, inner(type, key)]),
    );
  if (codec instanceof t.IntersectionType)
    return Object.assign({}, ...(codec.types as t.Mixed[]).map((type) => inner(type)));
  if (codec instanceof t.UnionType) {
    const types = codec.types as t.Mixed[];
    const some = types.find((type) => !(type instanceof t.NullType || type instanceof t.UndefinedType));
    return some ? inner(some) : null;
  }
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType)
    return [inner(codec.type as t.Mixed)];
  if (codec instanceof t.TupleType) return (codec.types as t.Mixed[]).map((type) => inner(type));
  if (
    codec instanceof t.ExactType ||
    codec instanceof t.ReadonlyType ||
    codec instanceof t.RefinementType ||
    codec instanceof t.RecursiveType
  )
    return inner(codec.type as t.Mixed);
  return null;
}

const json = (body: string) => ({ headers: { 'content-type': 'application/json' }, body });

/** A lone surrogate (JSON spells it `\ud800`) and a NUL: neither is text any field may hold. */
const UNREADABLE = [`${MARKER}\ud800`, `${MARKER}\u0000`];

/** The paths (keys from the top) of every text in `value`. */
function textPaths(value: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [[...path]];
  if (Array.isArray(value)) return value.flatMap((inner, i) => textPaths(inner, [...path, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, [...path, key]));
  return [];
}

/** `value` with `text` at `path`, the rest as it was. */
function withTextAt(value: unknown, path: readonly (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  copy[head] = withTextAt(copy[head], rest, text);
  return copy;
}

const FORM_BOUNDARY = 'edgeboundary7QX';

/**
 * A form with one field. A form's bytes are UTF-8 unless its part says otherwise; a part in UTF-16
 * carries a lone surrogate as it is (busboy decodes it so), which UTF-8 cannot.
 */
function formOf(name: string, text: string): { headers: Record<string, string>; body: Buffer } {
  const utf16 = /[\ud800-\udfff]/.test(text);
  const head = `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n${
    utf16 ? 'Content-Type: text/plain; charset=utf-16le\r\n' : ''
  }\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}` },
    body: Buffer.concat([
      Buffer.from(head),
      Buffer.from(text, utf16 ? 'utf16le' : 'utf8'),
      Buffer.from(`\r\n--${FORM_BOUNDARY}--\r\n`),
    ]),
  };
}

/** Each text field of the route's body (or form), and each of its query parameters, unreadable in turn. */
function unreadableTexts(route: Route, bodies: RouteBodies, sources: FuzzSources): FuzzRequest[] {
  const target = plainPath(route);
  const base = { method: route.method, target };
  const examples: FuzzRequest[] = sources.queryNames.of(route).map((name) => ({
    method: route.method,
    target: `${target}?${name}=${encodeURIComponent(UNREADABLE[1]!)}`,
    headers: {},
  }));
  if (!BODY_METHODS.has(route.method)) return examples;
  for (const codec of bodies.codecs) {
    const sample = sampleOf(codec, TODAY);
    for (const path of textPaths(sample))
      for (const text of UNREADABLE)
        examples.push({ ...base, ...json(JSON.stringify(withTextAt(sample, path, text))) });
  }
  if (bodies.multipart)
    for (const name of sources.fieldNames)
      for (const text of UNREADABLE) examples.push({ ...base, ...formOf(name, text) });
  return examples;
}

/**
 * The route's requests with every date it takes set to each swept date, its malformed body, and its texts
 * made unreadable one by one.
 */
export function edgeExamples(route: Route, bodies: RouteBodies, sources: FuzzSources): FuzzRequest[] {
  const { codecs } = bodies;
  const withBody = BODY_METHODS.has(route.method);
  const dateQueries = sources.queryNames.of(route).filter((name) => DATE_NAME.test(name));
  const datedBodies = codecs.filter((codec) => JSON.stringify(sampleOf(codec, MARKER)).includes(MARKER));
  const dated = pathParameters(route.path).some((name) => DATE_NAME.test(name)) || dateQueries.length > 0;
  const examples: FuzzRequest[] = [];
  if (dated || datedBodies.length > 0) {
    for (const date of SWEPT_DATES) {
      const query =
        dateQueries.length > 0 ? `?${dateQueries.map((name) => `${name}=${date}`).join('&')}` : '';
      const bodies = withBody ? (datedBodies.length > 0 ? datedBodies : codecs) : [];
      const base = { method: route.method, target: `${plainPath(route, date)}${query}` };
      if (bodies.length === 0) examples.push({ ...base, headers: {}, ...(withBody ? json('{}') : {}) });
      for (const codec of bodies) examples.push({ ...base, ...json(JSON.stringify(sampleOf(codec, date))) });
    }
  }
  if (withBody)
    examples.push({ method: route.method, target: plainPath(route), ...json(`{"password":${MARKER}}`) });
  return [...examples, ...unreadableTexts(route, bodies, sources)];
}
