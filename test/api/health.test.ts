import { expect } from 'chai';
import { json } from '../support/http';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe('API | Health and readiness', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });

  after(async () => {
    await server?.dispose();
  });

  it('given a running process, then /healthz answers ok and is never cached', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(await json(response)).to.deep.equal({ status: 'ok' });
  });

  it('given every database and cache answering, then /readyz is ok and names each check', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).to.equal(200);
    expect(await json(response)).to.deep.equal({
      status: 'ok',
      checks: { 'fi.database': 'ok', 'fi.cache': 'ok', 'en.database': 'ok', 'en.cache': 'ok' },
    });
  });

  it('given a database that no longer answers, then /readyz is 503 and names it', async () => {
    const single = await startTestServer({ env: { INSTANCES: 'fi' } });
    try {
      await single.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE).close();
      const response = await fetch(`${single.url}/readyz`);
      expect(response.status).to.equal(503);
      const body = await json(response);
      expect(body.status).to.equal('unavailable');
      expect(body.checks['fi.cache']).to.equal('ok');
      expect(body.checks['fi.database']).to.equal('failed');
    } finally {
      await single.dispose().catch(() => {});
    }
  });
});
