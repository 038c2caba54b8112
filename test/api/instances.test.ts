import { expect } from 'chai';
import { json } from '../support/http';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../../application/ports/settings.repository';
import { startTestServer, type TestServer } from '../support/test-server';

describe('API | Instances', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });

  after(async () => {
    await server?.dispose();
  });

  const get = (path: string, init?: RequestInit) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

  it('given the default instances, then each answers its own slug and language', async () => {
    expect(await json(await get('/fi/api/config'))).to.deep.equal({ slug: 'fi' });
    expect(await json(await get('/en/api/config'))).to.deep.equal({ slug: 'en' });
    expect(await json(await get('/fi/api/guest/system/language'))).to.deep.equal({ language: 'fi' });
    expect(await json(await get('/en/api/guest/system/language'))).to.deep.equal({ language: 'en' });
  });

  it('given the answers sent from the prepared table, then they carry what every answer carries', async () => {
    const config = await get('/en/api/config');
    expect(config.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(config.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
    expect(config.headers.get('content-security-policy')).to.equal(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(config.headers.get('x-content-type-options')).to.equal('nosniff');
    // HEAD: the same headers, no body; another spelling is the router's, with the same answer.
    const head = await get('/en/api/config', { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), await head.text()]).to.deep.equal([
      200,
      '13',
      '',
    ]);
    expect(await json(await get('/EN/API/config/'))).to.deep.equal({ slug: 'en' });
    // Any other method is refused as on every route.
    const post = await get('/en/api/config', { method: 'POST' });
    expect(post.status).to.equal(405);
    expect(post.headers.get('allow')).to.contain('GET');
  });

  it('given a request for /, then it redirects to the default instance', async () => {
    const response = await get('/');
    expect(response.status).to.equal(302);
    expect(response.headers.get('location')).to.equal('/fi/');
  });

  it('given a path outside every instance, then it redirects into the default one, keeping the query', async () => {
    const response = await get('/previous?x=1');
    expect(response.headers.get('location')).to.equal('/fi/previous?x=1');
  });

  it('given a page of an instance, then the SPA is served with that instance and language written in', async () => {
    const response = await get('/en/scoreboard/players');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/text\/html/);
    const html = await response.text();
    expect(html).to.contain('<html lang="en">');
    expect(html).to.contain(
      '<meta name="app-instance" content="en" data-language="en" data-sites="fi:fi,en:en" />',
    );
  });

  it('given data written in one instance, then the other instance does not see it', async () => {
    const fi = server.containers.get('fi')!.get<SettingsRepository>(SETTINGS_REPOSITORY);
    const en = server.containers.get('en')!.get<SettingsRepository>(SETTINGS_REPOSITORY);
    await fi.put('brandingText', 'Vain suomeksi');
    expect(await fi.get('brandingText')).to.equal('Vain suomeksi');
    expect(await en.get('brandingText')).to.equal(undefined);
  });

  it('given a configured instance list, then only those instances exist', async () => {
    const single = await startTestServer({ env: { INSTANCES: 'sv:en:Europe/Stockholm' } });
    try {
      expect(await json(await fetch(`${single.url}/sv/api/config`))).to.deep.equal({ slug: 'sv' });
      const other = await fetch(`${single.url}/fi/api/config`, { redirect: 'manual' });
      expect(other.status).to.equal(404);
      expect((await json(other)).code).to.equal('NOT_FOUND');
    } finally {
      await single.dispose();
    }
  });
});
