import fc from 'fast-check';
import type * as t from 'io-ts';
import { pathParameters, type Route } from '../route-table';
import type { QueryNames } from './router-query-names';
import { shapedLike } from './codec-shapes';
import { multipartBody } from './multipart-bodies';
import { anyJson, deeplyNested, MARKER, markedText, textFor } from './nasty-values';

// One route's fuzzed requests: its path with every parameter replaced, a query of names the routers read
// and names they do not, a body of every kind the routes meet (the route's own codec's shape with nasty
// contents, any JSON, JSON that is not, other media types, forms), and now and then a forged caller.

export interface FuzzSources {
  /** Values the server holds (today, real ids), for parameters and fields. */
  readonly known: readonly string[];
  /** Every field name the contracts use. */
  readonly fieldNames: readonly string[];
  /** The query parameters the routers read, each route's own among them. */
  readonly queryNames: QueryNames;
}

export interface FuzzRequest {
  readonly method: string;
  /** Path and query under the API base, as sent. */
  readonly target: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
}

/** Near and past the body parser's limit of 100 kB (the e-mail routes' 1 MB is not worth the traffic). */
const WITHIN_LIMIT = 90_000;
const PAST_LIMIT = 150_000;
/** The methods whose body the server reads. */
export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** As the browser sends it, or as written: `../` and a stray `%` go on the request line untouched. */
const encoded = (value: string, raw: boolean): string => {
  if (raw && /^[\x21-\x7e]*$/.test(value)) return value.replace(/[?#]/g, encodeURIComponent);
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate has no UTF-8 form: the replacement character's bytes instead, as a browser sends.
    return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
  }
};

function pathOf(route: Route, sources: FuzzSources): fc.Arbitrary<string> {
  const parameters = pathParameters(route.path).map((name) =>
    fc.tuple(textFor(name, sources.known), fc.boolean()).map(([value, raw]) => encoded(value, raw)),
  );
  return fc.tuple(...parameters).map((values) => {
    let i = 0;
    return route.path.replace(/:[A-Za-z]+/g, () => values[i++] ?? '');
  });
}

function queryOf(route: Route, sources: FuzzSources): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...sources.queryNames.of(route)) },
    { weight: 1, arbitrary: fc.constantFrom(...sources.queryNames.all) },
    { weight: 1, arbitrary: fc.constantFrom('a[]', 'a[b]', '__proto__', '__proto__[admin]', 'constructor') },
    { weight: 1, arbitrary: markedText() },
  );
  const pair = name.chain((key) =>
    fc
      .tuple(textFor(key, sources.known), fc.boolean())
      .map(([value, raw]) => `${encoded(key, raw)}=${encoded(value, raw)}`),
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 6,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join('&')}`),
    },
    { weight: 1, arbitrary: fc.constantFrom('?&&=&==', '?%zz=%', '?page&page=1&page[]=2', `?${MARKER}`) },
  );
}

interface Body {
  readonly contentType?: string;
  readonly body: string | Buffer;
}

const json = (value: unknown): Body => ({
  contentType: 'application/json',
  body: JSON.stringify(value) ?? '',
});

/** Text that is not JSON (or is JSON under another name), the marker inside as a password would be. */
const MALFORMED: readonly Body[] = [
  `{"username":"pelaaja","password":${MARKER}}`,
  `{"password":"${MARKER}`,
  `{"password":"${MARKER}",}`,
  `{'password':'${MARKER}'}`,
  `${MARKER}`,
  '',
  '{"a":1}}',
  '\ufeff{}',
  '{"__proto__":{"roles":["admin"]},"constructor":{"prototype":{"roles":["admin"]}}}',
  deeplyNested(10_000),
  `[${'['.repeat(5_000)}${']'.repeat(5_000)}]`,
].map((body) => ({ contentType: 'application/json', body }));

const OTHER_TYPES: readonly Body[] = [
  { contentType: 'text/plain', body: `{"password":"${MARKER}"}` },
  { contentType: 'application/x-www-form-urlencoded', body: `password=${MARKER}&gameDate=0000-01-01` },
  { contentType: 'application/xml', body: `<password>${MARKER}</password>` },
  { contentType: 'application/json; charset=latin1', body: `{"password":"${MARKER}\u00e4"}` },
  { contentType: 'application/json; charset=utf-16', body: `{"password":"${MARKER}"}` },
  { contentType: 'multipart/form-data', body: `password=${MARKER}` },
  { body: `{"password":"${MARKER}"}` },
];

/** What a probe learned of the bodies a route reads. */
export interface RouteBodies {
  /** Its request codecs, where its refusal named them. */
  readonly codecs: readonly t.Mixed[];
  /** Whether it reads forms (an upload): it refused JSON as an unsupported media type. */
  readonly multipart: boolean;
}

function bodyOf({ codecs, multipart }: RouteBodies, sources: FuzzSources): fc.Arbitrary<Body> {
  // An object or a list at the top: the parser refuses any other JSON (strict mode) before a route sees it.
  const anything = anyJson(sources.known, sources.fieldNames).map((value) =>
    typeof value === 'object' && value !== null ? value : { value },
  );
  const shaped =
    codecs.length > 0 ? fc.oneof(...codecs.map((codec) => shapedLike(codec, sources))) : anything;
  const field = fc.constantFrom(...sources.fieldNames);
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map(json) },
    { weight: 3, arbitrary: anything.map(json) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_TYPES) },
    { weight: multipart ? 12 : 2, arbitrary: multipartBody(sources.known, sources.fieldNames) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(field, markedText(), fc.constantFrom(WITHIN_LIMIT, PAST_LIMIT))
        .map(([key, text, length]) => json({ [key]: text.padEnd(length, 'x') })),
    },
  );
}

/**
 * About one request in nine carries an odd header: the caller forged (a guest id or a token of any text in place
 * of the real ones), a refresh token in its header, a preference for 204, a page in another language.
 */
const printable = fc.stringMatching(/^[\x21-\x7e]{0,8}$/);
const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 45, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: markedText(printable).map((id) => ({ 'x-guest-id': id })) },
  { weight: 1, arbitrary: markedText(printable).map((token) => ({ authorization: `Bearer ${token}` })) },
  { weight: 1, arbitrary: fc.constant({ authorization: 'Bearer' }) },
  { weight: 1, arbitrary: markedText(printable).map((token) => ({ 'refresh-token': token })) },
  { weight: 1, arbitrary: fc.constant({ prefer: 'absent=no-content' }) },
  { weight: 1, arbitrary: fc.constant({ accept: 'text/html', 'accept-language': 'sv;q=x, *;q=-1' }) },
);

/** Now and then another method the API knows, on the route's path: a 405 is an error like any other. */
const methodFor = (route: Route) =>
  fc.oneof(
    { weight: 19, arbitrary: fc.constant(route.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
  );

/** The requests to fuzz `route` with. */
export function requestsFor(
  route: Route,
  bodies: RouteBodies,
  sources: FuzzSources,
): fc.Arbitrary<FuzzRequest> {
  const body = BODY_METHODS.has(route.method) ? bodyOf(bodies, sources) : fc.constant(undefined);
  return fc
    .record({
      method: methodFor(route),
      path: pathOf(route, sources),
      query: queryOf(route, sources),
      body,
      headers: oddHeaders,
    })
    .map(({ method, path, query, body, headers }) => ({
      method,
      target: `${path}${query}`,
      headers: { ...(body?.contentType ? { 'content-type': body.contentType } : {}), ...headers },
      ...(body ? { body: body.body } : {}),
    }));
}
