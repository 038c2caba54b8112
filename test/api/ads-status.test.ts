import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { isLeft } from 'fp-ts/Either';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../../application/ports/settings.repository';
import { GetPublicSettings } from '../../application/settings/get-public-settings.use-case';
import { decodeConfig } from '../../config/app-config';
import { json } from '../support/http';
import { startTestServer, type TestServer } from '../support/test-server';
import { API_POLICY } from '../../adapters/http/middleware/security-headers';
import { APP_BOOT_SCRIPT_SOURCE } from '../../adapters/http/web-app/app-boot';

const run = promisify(execFile);

const PROVIDER_ENV = {
  ADS_CLIENT: 'ca-pub-1234567890',
  ADS_SLOT: '9876543210',
  ADS_SCRIPT_URL: 'http://127.0.0.1:4999/fake-ads.js',
};

const cspOf = async (server: TestServer, path: string) =>
  (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';

async function switchAds(server: TestServer, enabled: boolean): Promise<void> {
  for (const slug of ['fi', 'en']) {
    const container = server.containers.get(slug)!;
    await container.get<SettingsRepository>(SETTINGS_REPOSITORY).put('adsEnabled', enabled);
    await container.get(GetPublicSettings).invalidatePublicSettings();
  }
}

describe('API | Ads status and the ad provider', function () {
  this.timeout(60_000);

  describe('given no provider configured', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(async () => server?.dispose());

    it('then the status names no provider, and follows the admin switch', async () => {
      const off = await fetch(`${server.url}/fi/api/ads/status`);
      expect(off.status).to.equal(200);
      expect(off.headers.get('cache-control')).to.equal('public, max-age=15');
      expect(await json(off)).to.deep.equal({ adsEnabled: false, provider: null });

      await switchAds(server, true);
      expect(await json(await fetch(`${server.url}/en/api/ads/status`))).to.deep.equal({
        adsEnabled: true,
        provider: null,
      });
    });

    it('then no page names any third-party origin in its Content-Security-Policy', async () => {
      for (const path of ['/fi/', '/healthz']) {
        const csp = await cspOf(server, path);
        expect(csp, path).to.contain(`script-src 'self' ${APP_BOOT_SCRIPT_SOURCE};`);
        expect(csp, path).to.not.match(/https?:\/\/|frame-src/);
      }
      expect(await cspOf(server, '/fi/api/ads/status')).to.equal(API_POLICY);
    });
  });

  describe('given ADS_CLIENT, ADS_SLOT and ADS_SCRIPT_URL', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ env: PROVIDER_ENV });
    });
    after(async () => server?.dispose());

    it('then every instance answers the provider beside the switch', async () => {
      await switchAds(server, true);
      for (const slug of ['fi', 'en'])
        expect(await json(await fetch(`${server.url}/${slug}/api/ads/status`)), slug).to.deep.equal({
          adsEnabled: true,
          provider: {
            scriptUrl: PROVIDER_ENV.ADS_SCRIPT_URL,
            client: PROVIDER_ENV.ADS_CLIENT,
            slot: PROVIDER_ENV.ADS_SLOT,
          },
        });
    });

    it("then the pages' Content-Security-Policy names the provider's origin for scripts, images, frames and calls", async () => {
      const csp = await cspOf(server, '/fi/');
      for (const directive of ['script-src', 'img-src', 'frame-src', 'connect-src'])
        expect(csp, directive).to.match(new RegExp(`${directive} 'self'[^;]* http://127\\.0\\.0\\.1:4999`));
      expect(csp).to.contain("object-src 'none'");
      // An API answer loads nothing, provider or not.
      expect(await cspOf(server, '/fi/api/ads/status')).to.equal(API_POLICY);
    });
  });

  describe('given half a provider', () => {
    const refused: [string, Record<string, string>, string][] = [
      ['a client without a slot', { ADS_CLIENT: 'ca-pub-1' }, 'ADS_SLOT: required when ADS_CLIENT is set'],
      ['a slot without a client', { ADS_SLOT: '123' }, 'ADS_CLIENT: required when ADS_SLOT is set'],
      [
        'a script address alone',
        { ADS_SCRIPT_URL: 'https://ads.example/x.js' },
        'ADS_SCRIPT_URL: needs ADS_CLIENT and ADS_SLOT',
      ],
      ['a publisher id of another shape', { ADS_CLIENT: 'pub-12', ADS_SLOT: '1' }, 'ADS_CLIENT: expected'],
      ['a slot id with letters', { ADS_CLIENT: 'ca-pub-1', ADS_SLOT: 'top' }, 'ADS_SLOT: expected'],
      [
        'a plain-http script on another host',
        { ...PROVIDER_ENV, ADS_SCRIPT_URL: 'http://ads.example/x.js' },
        'ADS_SCRIPT_URL: expected https URL',
      ],
      [
        'a host that would end a policy directive',
        { ...PROVIDER_ENV, ADS_SCRIPT_URL: 'https://ads.example;script-src/x.js' },
        'ADS_SCRIPT_URL: expected https URL',
      ],
      [
        'a wildcard host',
        { ...PROVIDER_ENV, ADS_SCRIPT_URL: 'https://*.ads.example/x.js' },
        'ADS_SCRIPT_URL: expected https URL',
      ],
      [
        'credentials in the address',
        { ...PROVIDER_ENV, ADS_SCRIPT_URL: 'https://user:secret@ads.example/x.js' },
        'ADS_SCRIPT_URL: expected https URL',
      ],
    ];
    for (const [what, env, message] of refused)
      it(`given ${what}, then the configuration is refused naming the variable`, () => {
        const decoded = decodeConfig(env, '/srv/game');
        expect(isLeft(decoded) && decoded.left.join('\n')).to.contain(message);
      });

    it('given only ADS_CLIENT, then the server process exits 1 naming ADS_SLOT', async () => {
      const failed = await run(process.execPath, ['--import', 'tsx', 'config/main.ts'], {
        env: { ...process.env, ADS_CLIENT: 'ca-pub-1234567890', DATABASE_URL: '', REDIS_URL: '' },
        // Were the configuration accepted, a real server would start: the timeout ends the test instead.
        timeout: 30_000,
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).to.equal(1);
      expect(failed?.stderr).to.contain('ADS_SLOT: required when ADS_CLIENT is set');
    });
  });
});
