import type { Context, Middleware } from 'koa';

/** The template @koa/router leaves on the context for the route it matched: the metrics label by it. */
type RoutedContext = Context & { _matchedRoute?: string };

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers that never change while the process runs (an instance's config and language, what every page
 * asks first), serialized once and sent from a table by full path, before the API's machinery: no router
 * walk, no error handling, no serialization per request. The request keeps what every answer carries (its
 * id, its log line, the security headers), as this runs after them. Only GET and HEAD of the exact path
 * come here; any other spelling (case, trailing slash) or method goes on to the router, which answers the
 * same or refuses as for any route.
 */
export function fixedAnswers(answers: ReadonlyMap<string, unknown>): Middleware {
  const prepared = new Map([...answers].map(([path, body]) => [path, JSON.stringify(body)]));
  return (ctx: RoutedContext, next) => {
    const body = ctx.method === 'GET' || ctx.method === 'HEAD' ? prepared.get(ctx.path) : undefined;
    if (body === undefined) return next();
    ctx._matchedRoute = ctx.path;
    ctx.set('Content-Type', JSON_TYPE);
    ctx.body = body;
  };
}
