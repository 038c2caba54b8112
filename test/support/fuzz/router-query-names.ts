import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Route } from '../route-table';

// The query parameters each route reads, from the router sources: a fuzzed query of names the route never
// reads tests only that it ignores them. A route's names are those read anywhere in the file that declares
// it (its handler, the file's helpers), with the paged-list helpers' names besides.

const HTTP_ADAPTERS = path.resolve(import.meta.dirname, '../../../adapters/http');

/** `optionalText(ctx, 'from')`, `ctx.query.guestId`, `ctx.query['v']`. */
const QUERY_READS = [
  /\(ctx, '([A-Za-z]\w*)'/g,
  /ctx\.query\.([A-Za-z]\w*)/g,
  /ctx\.query\['([A-Za-z]\w*)'\]/g,
];
/** `new Router({ prefix: '/manage' })` */
const PREFIX = /prefix: '([^']*)'/g;
/** `router.get('/scores/:id', ...` */
const ROUTE = /\b\w+\.(?:get|post|put|delete|patch)\(\s*'([^']*)'/g;

const namesReadIn = (source: string) =>
  QUERY_READS.flatMap((read) => [...source.matchAll(read)].map((match) => match[1] ?? ''));

const withoutTrailingSlash = (route: string) => route.replace(/(.)\/$/, '$1');

interface RouterSource {
  /** Every path the file's routers may declare: each prefix (or none) with each route literal. */
  readonly paths: ReadonlySet<string>;
  readonly names: readonly string[];
}

export interface QueryNames {
  /** Every name any router reads. */
  readonly all: readonly string[];
  /** The names `route` reads; every name when its file is not found. */
  of(route: Route): readonly string[];
}

export async function routerQueryNames(): Promise<QueryNames> {
  const files = (await readdir(HTTP_ADAPTERS, { recursive: true })).filter((file) => file.endsWith('.ts'));
  const sources = await Promise.all(files.map((file) => readFile(path.join(HTTP_ADAPTERS, file), 'utf8')));
  const pagedList = namesReadIn(sources[files.indexOf('query-params.ts')] ?? '');
  const routers: RouterSource[] = sources.map((source) => {
    const prefixes = ['', ...[...source.matchAll(PREFIX)].map((match) => match[1] ?? '')];
    const literals = [...source.matchAll(ROUTE)].map((match) => match[1] ?? '');
    const paths = prefixes.flatMap((prefix) =>
      literals.map((literal) => withoutTrailingSlash(prefix + literal)),
    );
    return { paths: new Set(paths), names: namesReadIn(source) };
  });
  const all = [...new Set([...routers.flatMap((router) => router.names), ...pagedList])].sort();
  return {
    all,
    of(route) {
      const own = routers.filter((router) => router.paths.has(withoutTrailingSlash(route.path)));
      return own.length === 0 ? all : [...new Set([...own.flatMap((router) => router.names), ...pagedList])];
    },
  };
}
