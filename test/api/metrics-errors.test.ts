import { Readable } from 'node:stream';
import Router from '@koa/router';
import { expect } from 'chai';
import { createServerMetrics, type ServerMetrics } from '../../adapters/metrics/server-metrics';
import { StoreUnavailable } from '../../application/errors/store-unavailable';
import { json } from '../support/http';
import { startHttpApp, type HttpAppHarness } from '../support/http-app-harness';
import { parseSamples, valueOf } from '../support/metrics-scrape';

// Issue 17: the errors a watcher must see, by instance and code, and those nothing expected.

const TOKEN = 'metrics-errors-test-token-0123456789abcdef';

function failingRoutes(): Router {
  const router = new Router();
  router.get('/broken', () => {
    throw new Error('a bug');
  });
  router.get('/store-away', () => {
    throw new StoreUnavailable('database', new Error('connection refused'));
  });
  router.get('/stream-breaks', (ctx) => {
    // The answer has begun (200, a first chunk) when the stream fails: no error answer can follow. Sent
    // uncompressed, as event streams are: koa-compress would swallow the source's error.
    ctx.compress = false;
    ctx.body = new Readable({
      read() {
        this.push('first chunk ');
        this.destroy(new Error('the source failed'));
      },
    });
  });
  return router;
}

describe('API | Metrics of errors', () => {
  let metrics: ServerMetrics;
  let app: HttpAppHarness;

  before(async () => {
    metrics = createServerMetrics(['fi']);
    app = await startHttpApp([failingRoutes()], {
      metrics: { requests: metrics.http, source: metrics.registry, access: { token: TOKEN } },
    });
  });
  after(async () => {
    await app?.close();
  });

  const scrape = async () => {
    const response = await fetch(`${app.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    return parseSamples(await response.text());
  };

  it('given an unexpected error, then it is a 500 INTERNAL_ERROR counted as server error and unexpected', async () => {
    const answer = await fetch(`${app.origin}/fi/api/broken`);
    expect(answer.status).to.equal(500);
    expect(await json(answer)).to.deep.include({ code: 'INTERNAL_ERROR' });
    const samples = await scrape();
    expect(valueOf(samples, 'http_server_errors_total', { slug: 'fi', code: 'INTERNAL_ERROR' })).to.equal(1);
    expect(valueOf(samples, 'http_unexpected_errors_total', { slug: 'fi' })).to.equal(1);
    const labels = { slug: 'fi', method: 'GET', route: '/broken', status: '500' };
    expect(valueOf(samples, 'http_requests_total', labels)).to.equal(1);
  });

  it('given a store away for a moment, then the 503 counts by its code, and as nothing unexpected', async () => {
    const before = await scrape();
    const answer = await fetch(`${app.origin}/fi/api/store-away`);
    expect(answer.status).to.equal(503);
    const { code } = await json(answer);
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(grew('http_server_errors_total', { slug: 'fi', code })).to.equal(1);
    expect(grew('http_unexpected_errors_total', { slug: 'fi' })).to.equal(0);
  });

  it('given an answer that fails once begun, then the failure counts as unexpected', async () => {
    const before = await scrape();
    // The client sees a cut-off or unfinished answer; it stops waiting after a moment.
    await fetch(`${app.origin}/fi/api/stream-breaks`, { signal: AbortSignal.timeout(1_000) })
      .then((response) => response.text())
      .catch(() => 'cut off');
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(grew('http_unexpected_errors_total', { slug: 'fi' })).to.equal(1);
  });
});
