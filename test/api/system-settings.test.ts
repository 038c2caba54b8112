import { expect } from 'chai';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../../application/ports/settings.repository';
import { GetPublicSettings } from '../../application/settings/get-public-settings.use-case';
import { DEFAULT_SYSTEM_SETTINGS } from '../../application/settings/system-settings';
import { json } from '../support/http';
import { startTestServer, type TestServer } from '../support/test-server';

const DEFAULT_ANSWERS: Record<string, object> = {
  '/guest/system/global': {
    registrationEnabled: true,
    showGuestPlayButton: true,
    showGuestPreviousDaysButton: true,
    dailyEnabled: true,
    adsEnabled: false,
    donationUrl: null,
  },
  '/guest/system/buttons/status': {
    showGuestPlayButton: true,
    showGuestPreviousDaysButton: true,
    dailyEnabled: true,
  },
  '/guest/system/registration/status': { registrationEnabled: true },
  '/guest/system/branding': { showLogo: false, logoUpdatedAt: null, brandingText: '', brandDisplay: 'both' },
  '/ads/status': { adsEnabled: false, provider: null },
};

describe('API | Public system settings', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });

  after(async () => {
    await server?.dispose();
  });

  const get = (slug: string, path: string, init?: RequestInit) =>
    fetch(`${server.url}/${slug}/api${path}`, init);
  const settingsOf = (slug: string) =>
    server.containers.get(slug)!.get<SettingsRepository>(SETTINGS_REPOSITORY);
  const useCaseOf = (slug: string) => server.containers.get(slug)!.get(GetPublicSettings);

  /** What an admin save does: write the values, then drop the cached copy. */
  async function save(slug: string, values: Record<string, unknown>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await settingsOf(slug).put(name, value);
    await useCaseOf(slug).invalidatePublicSettings();
  }

  // Every test starts from the defaults, whatever the one before it saved.
  afterEach(async () => {
    for (const slug of ['fi', 'en']) await save(slug, { ...DEFAULT_SYSTEM_SETTINGS });
  });

  it('given nothing saved, then every path answers its own fields with the defaults, cacheable 15 s', async () => {
    for (const [path, expected] of Object.entries(DEFAULT_ANSWERS)) {
      const response = await get('fi', path);
      expect(response.status, path).to.equal(200);
      expect(response.headers.get('cache-control'), path).to.equal('public, max-age=15');
      expect(await json(response), path).to.deep.equal(expected);
    }
  });

  it('given settings saved and the cache invalidated, then every path shows them at once', async () => {
    await get('fi', '/guest/system/global'); // fills the cache with the defaults first
    const branding = {
      showLogo: true,
      logoUpdatedAt: '2026-03-01T09:00:00.000Z',
      brandingText: 'Sanapeli',
      brandDisplay: 'custom',
    };
    await save('fi', {
      registrationEnabled: false,
      dailyEnabled: false,
      adsEnabled: true,
      branding,
      donationUrl: 'https://example.org/tue',
    });

    expect(await json(await get('fi', '/guest/system/global'))).to.deep.equal({
      registrationEnabled: false,
      showGuestPlayButton: true,
      showGuestPreviousDaysButton: true,
      dailyEnabled: false,
      adsEnabled: true,
      donationUrl: 'https://example.org/tue',
    });
    expect(await json(await get('fi', '/guest/system/buttons/status'))).to.deep.equal({
      showGuestPlayButton: true,
      showGuestPreviousDaysButton: true,
      dailyEnabled: false,
    });
    expect(await json(await get('fi', '/guest/system/registration/status'))).to.deep.equal({
      registrationEnabled: false,
    });
    expect(await json(await get('fi', '/guest/system/branding'))).to.deep.equal(branding);
    expect(await json(await get('fi', '/ads/status'))).to.deep.equal({ adsEnabled: true, provider: null });
  });

  it('given settings saved in one instance, then the other keeps its own', async () => {
    await save('fi', { registrationEnabled: false, branding: { brandingText: 'Vain suomeksi' } });
    await save('en', { showGuestPlayButton: false });

    expect(await json(await get('fi', '/guest/system/registration/status'))).to.deep.equal({
      registrationEnabled: false,
    });
    expect((await json(await get('fi', '/guest/system/buttons/status'))).showGuestPlayButton).to.equal(true);
    expect((await json(await get('fi', '/guest/system/branding'))).brandingText).to.equal('Vain suomeksi');

    expect(await json(await get('en', '/guest/system/registration/status'))).to.deep.equal({
      registrationEnabled: true,
    });
    expect((await json(await get('en', '/guest/system/buttons/status'))).showGuestPlayButton).to.equal(false);
    expect((await json(await get('en', '/guest/system/branding'))).brandingText).to.equal('');
  });

  it('given a stored value of the wrong type, then the page still answers, with the default for it', async () => {
    await save('fi', { registrationEnabled: 'no', branding: { brandDisplay: 42, brandingText: 'Sanapeli' } });

    const registration = await get('fi', '/guest/system/registration/status');
    expect(registration.status).to.equal(200);
    expect(await json(registration)).to.deep.equal({ registrationEnabled: true });
    expect(await json(await get('fi', '/guest/system/branding'))).to.deep.equal({
      ...DEFAULT_ANSWERS['/guest/system/branding'],
      brandingText: 'Sanapeli',
    });
  });

  it('given a public settings path with the wrong method, then 405 JSON allowing GET', async () => {
    for (const path of Object.keys(DEFAULT_ANSWERS)) {
      const response = await get('fi', path, { method: 'POST' });
      expect(response.status, path).to.equal(405);
      expect(response.headers.get('allow'), path).to.contain('GET');
      expect(response.headers.get('content-type'), path).to.match(/application\/json/);
      expect((await json(response)).code, path).to.equal('METHOD_NOT_ALLOWED');
    }
  });
});
