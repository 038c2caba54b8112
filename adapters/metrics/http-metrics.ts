import { Counter, Histogram, type Registry } from 'prom-client';
import { RouteLabels } from './route-labels';

/** What a finished request tells the metrics; a Koa context is one. */
export interface AnsweredRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
  /** Set by @koa/router when one of its routes answered: the route's template. */
  readonly _matchedRoute?: unknown;
}

/** From 5 ms (a cached read) to 5 s (past every timeout a player would wait for). */
const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The error handler's codes are upper-case words from one table; anything else is not counted by name. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/** The `code` of an error answer (`{code, message}`, still an object when the error handler wrote it). */
function errorCodeOf(body: unknown): string {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' && ERROR_CODE.test(code) ? code : 'none';
}

type RequestLabel = 'slug' | 'method' | 'route' | 'status';

/**
 * Requests by instance, method, route template and status, with their latency; server errors by code;
 * errors nothing expected. `observe` runs at the end of every request: a label lookup and two updates.
 */
export class HttpMetrics {
  private readonly routes: RouteLabels;
  private readonly requests: Counter<RequestLabel>;
  private readonly latency: Histogram<RequestLabel>;
  private readonly serverErrors: Counter<'slug' | 'code'>;
  private readonly unexpected: Counter<'slug'>;
  /** Koa reports one failed stream twice (its pipeline, then the response's end): counted once. */
  private readonly unexpectedSeen = new WeakSet<object>();

  constructor(registry: Registry, slugs: readonly string[]) {
    this.routes = new RouteLabels(slugs);
    const registers = [registry];
    const labelNames = ['slug', 'method', 'route', 'status'] as const;
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by instance, method, route template and status',
      labelNames,
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being written (an event stream: to its start)',
      labelNames,
      buckets: LATENCY_BUCKETS_SECONDS,
      registers,
    });
    this.serverErrors = new Counter({
      name: 'http_server_errors_total',
      help: 'Answers with a 5xx status, by instance and error code (INTERNAL_ERROR: an unexpected error)',
      labelNames: ['slug', 'code'],
      registers,
    });
    this.unexpected = new Counter({
      name: 'http_unexpected_errors_total',
      help: 'Errors no code expected: answered 500, or failed after the answer began',
      labelNames: ['slug'],
      registers,
    });
  }

  observe(request: AnsweredRequest, seconds: number): void {
    const { slug, route } = this.routes.of(request._matchedRoute, request.path, request.status);
    const labels = { slug, method: request.method, route, status: request.status };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
    if (request.status >= 500) this.serverErrors.inc({ slug, code: errorCodeOf(request.body) });
  }

  /** An error the error handler did not expect, or one Koa reported once the answer had begun. */
  unexpectedError(request: { readonly path: string }): void {
    if (this.unexpectedSeen.has(request)) return;
    this.unexpectedSeen.add(request);
    this.unexpected.inc({ slug: this.routes.of(undefined, request.path, 500).slug });
  }
}
