import * as t from 'io-ts';
import { TODAY } from '../game-api';
import { pathParameters, type Route } from '../route-table';
import { BODY_METHODS, type FuzzRequest, type FuzzSources } from './fuzz-requests';
import { DATE_NAME, MARKER, SWEPT_DATES } from './nasty-values';

// The requests every route gets before the random ones, whatever the seed: the inputs of the defects found
// before, which chance alone would send to a given route only now and then. Each swept date in every date
// of the route at once (its path, the date parameters its router reads, the date fields of its body, the
// rest plain), and a malformed body with the marker where a password would be.

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

/** The route's requests with every date it takes set to each swept date, and its malformed body. */
export function edgeExamples(route: Route, codecs: readonly t.Mixed[], sources: FuzzSources): FuzzRequest[] {
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
  return examples;
}
