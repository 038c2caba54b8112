import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { RecalculateScoreboards } from '../../application/scores/recalculate-scoreboards.use-case';
import { DayRollover } from '../../application/standings/day-rollover';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { json } from '../support/http';
import { parseSamples, samplesOf, valueOf, type Sample } from '../support/metrics-scrape';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 17: `/metrics` in Prometheus's format, for whoever is allowed to read it and nobody else.

const TOKEN = randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
const BEARER = { Authorization: `Bearer ${TOKEN}` };

/** What an unknown path outside every instance gets (a redirect to the default instance's own 404 page). */
async function unknownPathAnswer(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

async function scrape(server: TestServer): Promise<Sample[]> {
  const response = await fetch(`${server.url}/metrics`, { headers: BEARER });
  expect(response.status).to.equal(200);
  return parseSamples(await response.text());
}

describe('API | Metrics', function () {
  this.timeout(60_000);

  describe('given neither METRICS_TOKEN nor METRICS_ALLOW', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ env: { INSTANCES: 'fi' } });
    });
    after(async () => {
      await server?.dispose();
    });

    it('then /metrics answers as any unknown path does, token or not: nothing tells it exists', async () => {
      const unknown = await unknownPathAnswer(server, '/metricz');
      for (const headers of [{}, BEARER]) {
        const metrics = await unknownPathAnswer(server, '/metrics', headers);
        expect(metrics.status).to.equal(unknown.status);
        expect(metrics.location).to.equal(unknown.location?.replace('metricz', 'metrics'));
        expect(metrics.body).to.not.include('# HELP');
      }
    });
  });

  describe('given METRICS_TOKEN', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ env: { METRICS_TOKEN: TOKEN }, rolloverIntervalMs: false });
    });
    after(async () => {
      await server?.dispose();
    });

    it('given no token or a wrong one, then 401 asking for a bearer token, and no metrics', async () => {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
        const response = await fetch(`${server.url}/metrics`, {
          headers: authorization === undefined ? {} : { Authorization: authorization },
        });
        expect(response.status, String(authorization)).to.equal(401);
        expect(response.headers.get('www-authenticate')).to.equal('Bearer');
        expect(await json(response)).to.deep.include({ code: 'UNAUTHORIZED' });
      }
    });

    it('given the token, then the Prometheus text format, never cached, with the Node.js figures', async () => {
      const response = await fetch(`${server.url}/metrics`, { headers: BEARER });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get('cache-control')).to.equal('no-store');
      const samples = parseSamples(await response.text());
      expect(samplesOf(samples, 'nodejs_eventloop_lag_seconds')).to.have.length(1);
      expect(samplesOf(samples, 'process_resident_memory_bytes')).to.have.length(1);
    });

    it('given requests to a route, then they count under its template and status, with their latency', async () => {
      const { today } = await json(await fetch(`${server.url}/fi/api/game/daily`));
      const labels = { slug: 'fi', method: 'GET', route: '/game/daily/:date' };
      const before = await scrape(server);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await fetch(`${server.url}/fi/api/game/daily/${today}`)).status);
      expect(new Set(statuses).size, 'one status').to.equal(1);
      const counted = { ...labels, status: String(statuses[0]) };
      const after = await scrape(server);
      const grew = (name: string, extra: Record<string, string> = {}) =>
        valueOf(after, name, { ...counted, ...extra }) - valueOf(before, name, { ...counted, ...extra });
      expect(grew('http_requests_total')).to.equal(3);
      expect(grew('http_request_duration_seconds_count')).to.equal(3);
      expect(grew('http_request_duration_seconds_bucket', { le: '+Inf' })).to.equal(3);
      // The date is a parameter of the template, never a label of its own.
      expect(samplesOf(after, 'http_requests_total').map((sample) => sample.labels.route)).to.not.include(
        `/game/daily/${today}`,
      );
    });

    it('given the answers sent from the prepared table, then they count under their route as any other', async () => {
      const counted = { slug: 'en', method: 'GET', route: '/config', status: '200' };
      const before = valueOf(await scrape(server), 'http_requests_total', counted);
      for (let i = 0; i < 2; i++) await fetch(`${server.url}/en/api/config`);
      expect(valueOf(await scrape(server), 'http_requests_total', counted) - before).to.equal(2);
    });

    it('given unknown paths, then they count as unmatched and no path becomes a label', async () => {
      const guess = `no-such-${randomUUID()}`;
      const before = await scrape(server);
      expect((await fetch(`${server.url}/fi/api/${guess}`)).status).to.equal(404);
      expect((await fetch(`${server.url}/en/api/${guess}/deeper`)).status).to.equal(404);
      const response = await fetch(`${server.url}/metrics`, { headers: BEARER });
      const text = await response.text();
      expect(text).to.not.include(guess);
      const after = parseSamples(text);
      for (const slug of ['fi', 'en']) {
        const labels = { slug, method: 'GET', route: 'unmatched', status: '404' };
        expect(
          valueOf(after, 'http_requests_total', labels) - valueOf(before, 'http_requests_total', labels),
        ).to.equal(1);
      }
    });

    it('then each instance reports its database pool', async () => {
      const samples = await scrape(server);
      for (const slug of ['fi', 'en']) {
        expect(valueOf(samples, 'database_pool_connections_max', { slug })).to.be.greaterThan(0);
        for (const name of [
          'database_pool_connections_used',
          'database_pool_connections_free',
          'database_pool_acquires_pending',
        ])
          expect(samplesOf(samples, name, { slug }), name).to.have.length(1);
      }
    });

    it('given a day rollover, then its run is counted with its outcome and duration', async () => {
      const labels = { slug: 'en', job: 'day-rollover' };
      const before = await scrape(server);
      await server.containers.get('en')!.get(DayRollover).tick();
      const after = await scrape(server);
      const grew = (name: string, extra: Record<string, string> = {}) =>
        valueOf(after, name, { ...labels, ...extra }) - valueOf(before, name, { ...labels, ...extra });
      expect(grew('background_job_runs_total', { outcome: 'ok' })).to.equal(1);
      expect(grew('background_job_duration_seconds_count')).to.equal(1);
      expect(valueOf(after, 'background_jobs_running', labels)).to.equal(0);
      expect(valueOf(after, 'background_job_last_success_timestamp_seconds', labels)).to.be.closeTo(
        Date.now() / 1000,
        60,
      );
    });

    it('given a recalculation of the scoreboards, then its run is counted once it ends', async () => {
      const labels = { slug: 'en', job: 'scoreboard-recalculation', outcome: 'ok' };
      const before = await scrape(server);
      const started = await server.containers
        .get('en')!
        .get(RecalculateScoreboards)
        .start({ id: null, username: 'metrics test' });
      if (started._tag === 'Left') throw new Error(started.left.code);
      expect(await started.right.finished).to.equal('complete');
      const after = await scrape(server);
      expect(
        valueOf(after, 'background_job_runs_total', labels) -
          valueOf(before, 'background_job_runs_total', labels),
      ).to.equal(1);
    });

    // Last: it closes an instance's database.
    it('given a database gone, then the 503 answers count as server errors by code', async () => {
      await server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE).close();
      const before = await scrape(server);
      const answer = await fetch(`${server.url}/fi/api/game/daily/2000-01-01`);
      expect(answer.status).to.be.at.least(500);
      const { code } = await json(answer);
      const after = await scrape(server);
      const labels = { slug: 'fi', code };
      expect(
        valueOf(after, 'http_server_errors_total', labels) -
          valueOf(before, 'http_server_errors_total', labels),
      ).to.equal(1);
      // A closed pool is no longer reported; the other instance's still is.
      expect(samplesOf(after, 'database_pool_connections_max', { slug: 'fi' })).to.have.length(0);
      expect(samplesOf(after, 'database_pool_connections_max', { slug: 'en' })).to.have.length(1);
    });
  });

  describe('given METRICS_ALLOW and METRICS_TOKEN behind a load balancer (TRUST_PROXY)', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({
        env: { INSTANCES: 'fi', METRICS_ALLOW: '10.0.0.0/8', METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' },
        embedded: true,
      });
    });
    after(async () => {
      await server?.dispose();
    });

    it('given a client outside the list, then /metrics answers as an unknown path, even with the token', async () => {
      const unknown = await unknownPathAnswer(server, '/metricz');
      const outside = [
        BEARER,
        { ...BEARER, 'X-Forwarded-For': '203.0.113.7' },
        // Only the balancer's own entry (the last) is believed: the first is whatever the client wrote.
        { ...BEARER, 'X-Forwarded-For': '10.1.2.3, 203.0.113.7' },
      ];
      for (const headers of outside) {
        const metrics = await unknownPathAnswer(server, '/metrics', headers);
        expect(metrics.status, JSON.stringify(headers)).to.equal(unknown.status);
        expect(metrics.location).to.equal(unknown.location?.replace('metricz', 'metrics'));
        expect(metrics.body).to.not.include('# HELP');
      }
    });

    it('given a client in the list, then it needs the token too', async () => {
      const inside = { 'X-Forwarded-For': '203.0.113.7, 10.1.2.3' };
      expect((await fetch(`${server.url}/metrics`, { headers: inside })).status).to.equal(401);
      const response = await fetch(`${server.url}/metrics`, { headers: { ...inside, ...BEARER } });
      expect(response.status).to.equal(200);
      // The embedded database's pool: its one connection.
      expect(
        valueOf(parseSamples(await response.text()), 'database_pool_connections_max', { slug: 'fi' }),
      ).to.equal(1);
    });
  });
});
