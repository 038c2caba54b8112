import type { Container } from 'inversify';
import { instanceApi } from '../../config/compose-instance';
import type { TestServer } from './test-server';

// The routes an instance mounts, read from its routers' own table rather than written out by hand: a test
// that walks every route then also walks the ones added after it was written.

export interface Route {
  /** GET, POST, PUT, DELETE ... (HEAD, which the router adds beside every GET, left out). */
  readonly method: string;
  /** The router's pattern under the API base, e.g. `/manage/users/:id/role`. */
  readonly path: string;
}

/** Every method and path the instance's routers answer (their middleware layers, which have no method, left out). */
export function routeTable(container: Container): Route[] {
  return instanceApi(container)
    .routers.flatMap((router) => router.stack)
    .flatMap((layer) =>
      typeof layer.path === 'string' ? [{ path: layer.path, methods: layer.methods }] : [],
    )
    .flatMap(({ path, methods }) =>
      methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path })),
    );
}

/** The route table of the test server's first (or only) instance. */
export function routeTableOf(server: TestServer): Route[] {
  const container = [...server.containers.values()][0];
  if (!container) throw new Error('the test server has no instance');
  return routeTable(container);
}

/** `PUT /manage/users/:id/role` as a pattern for the calls it answers (`PUT /manage/users/<id>/role`). */
export function routePattern({ method, path }: Route): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${method} ${escaped}/?$`);
}

/** The names of a path's parameters, in order: `/a/:id/b/:date` -> `['id', 'date']`. */
export const pathParameters = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
