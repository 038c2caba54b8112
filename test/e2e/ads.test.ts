/// <reference lib="dom" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { adsFi } from '../../web/src/features/ads/i18n/fi';
import { apiCaller, signUp, type ApiCaller } from '../support/api-client';
import { useBrowserSuite, type BrowserSuite } from '../support/browser';

const tag = Date.now().toString(36).slice(-5);
const CLIENT = 'ca-pub-1234567890';
const SLOT = '5550001';

// A stand-in for the provider: its push fills each waiting <ins> with a visible marker, as AdSense fills
// them with its frame. Queued requests made before it loaded are honoured, as AdSense does.
const FAKE_PROVIDER_SCRIPT = `(() => {
  const fill = () => document.querySelectorAll('ins.adsbygoogle:not([data-adsbygoogle-status])').forEach((ins) => {
    ins.setAttribute('data-adsbygoogle-status', 'done');
    const marker = document.createElement('div');
    marker.className = 'fake-ad';
    marker.textContent = 'Fake ad ' + ins.dataset.adClient + ' / ' + ins.dataset.adSlot;
    marker.style.cssText = 'display:grid;place-items:center;width:100%;height:100%;background:#ffd6a5;color:#222;font:600 16px sans-serif';
    ins.append(marker);
  });
  const queued = Array.isArray(window.adsbygoogle) ? window.adsbygoogle : [];
  window.adsbygoogle = { loaded: true, push: fill };
  queued.forEach(fill);
})();`;

async function startFakeProvider(): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    // The page loads the script with crossorigin="anonymous", as AdSense's snippet does.
    response.writeHead(200, {
      'content-type': 'text/javascript',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    });
    response.end(FAKE_PROVIDER_SCRIPT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/fake-ads.js`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An admin of the fi instance, made one in the database (no admin exists on a fresh instance). */
async function anAdmin(suite: BrowserSuite, api: ApiCaller) {
  const login = await signUp(api, `mainosadmin_${tag}`);
  const database = suite.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
  await database
    .knex('users')
    .where({ id: login.user.id })
    .update({ roles: ['admin'] });
  return login;
}

async function switchAds(api: ApiCaller, adminToken: string, adsEnabled: boolean): Promise<void> {
  const saved = await api.put('/manage/system/settings', { adsEnabled }, adminToken);
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
}

const adSlot = (page: Page) => page.getByRole('complementary', { name: adsFi.label });
const promotions = (page: Page) => page.getByRole('region', { name: adsFi.promoTitle });

/** Opens the menu and waits for its cards; the ad slot is the last of them. */
async function openMenu(suite: BrowserSuite, page: Page): Promise<void> {
  await suite.open('/fi/', page);
  await page.locator('.menu__cards').waitFor();
}

describe('E2E | Ads on the main menu in Chromium', function () {
  this.timeout(120_000);
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  before(async () => {
    provider = await startFakeProvider();
  });
  after(async () => provider?.close());

  describe('given a provider configured by environment and ads switched on', () => {
    const suite = useBrowserSuite({
      name: 'ads',
      pagePer: 'none',
      env: () => ({ ADS_CLIENT: CLIENT, ADS_SLOT: SLOT, ADS_SCRIPT_URL: provider.url }),
    });
    let player: { token: string; refreshToken: string };

    before(async () => {
      const api = apiCaller(suite.server.url);
      const admin = await anAdmin(suite, api);
      await switchAds(api, admin.token, true);
      player = await signUp(api, `mainos_${tag}`);
    });

    it('then a player sees the ad, filled by the provider in a box of a spec size', async () => {
      const page = await suite.newPage({ signedInAs: player });
      await openMenu(suite, page);
      const slot = adSlot(page);
      await slot.scrollIntoViewIfNeeded();
      await slot.locator('.fake-ad').waitFor();
      const ins = slot.locator('ins.adsbygoogle');
      expect(await ins.getAttribute('data-ad-client')).to.equal(CLIENT);
      expect(await ins.getAttribute('data-ad-slot')).to.equal(SLOT);
      const box = await ins.boundingBox();
      // 390 px phone (PHONE): 300x250, or the tall 300x600 on a third of visits.
      expect(box?.width).to.equal(300);
      expect([250, 600]).to.include(box?.height);
      expect(provider.requests.some((url) => url.includes(`client=${CLIENT}`))).to.equal(true);
    });

    it('given a permanently ad-free player, then no ad and no ad code is loaded', async () => {
      const api = apiCaller(suite.server.url);
      const admin = await api.post('/auth/login', { username: `mainosadmin_${tag}`, password: 'Salainen1!' });
      const adFree = await signUp(api, `mainokseton_${tag}`);
      const marked = await api.put(
        `/manage/users/${adFree.user.id}/ad-free`,
        { isPermanentlyAdFree: true },
        (admin.body as { token: string }).token,
      );
      expect(marked.status, JSON.stringify(marked.body)).to.equal(200);

      const page = await suite.newPage({ signedInAs: adFree });
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(request.url()));
      await openMenu(suite, page);
      await page.getByRole('heading', { level: 1, name: new RegExp(`mainokseton_${tag}`) }).waitFor();
      expect(await adSlot(page).count()).to.equal(0);
      expect(chunks.filter((url) => /ad-panel|fake-ads|ads\/status/.test(url))).to.deep.equal([]);
    });

    it('given the provider script is blocked, then after 3 retries a friendly note offers ad-free days', async () => {
      const page = await suite.newPage({ signedInAs: player });
      suite.expectNoise(/fake-ads\.js/);
      let attempts = 0;
      await page.route(/fake-ads\.js/, (route) => {
        attempts += 1;
        return route.abort('blockedbyclient');
      });
      await openMenu(suite, page);
      await adSlot(page).scrollIntoViewIfNeeded();
      // The first load and retries after 1, 2 and 4 s.
      await page.getByRole('heading', { name: adsFi.blockedTitle }).waitFor({ timeout: 15_000 });
      expect(attempts).to.equal(4);
      const invite = adSlot(page).getByRole('link', { name: adsFi.inviteFriends });
      expect(await invite.getAttribute('href')).to.equal('/fi/referral');
    });
  });

  describe('given no provider configured', () => {
    const suite = useBrowserSuite({ name: 'ads-promotions', pagePer: 'none' });
    let adminToken: string;
    let player: { token: string; refreshToken: string };

    before(async () => {
      const api = apiCaller(suite.server.url);
      adminToken = (await anAdmin(suite, api)).token;
      player = await signUp(api, `lupaus_${tag}`);
    });

    it('given ads switched off, then the menu has no slot at all', async () => {
      const page = await suite.newPage({ signedInAs: player });
      await openMenu(suite, page);
      await page.getByRole('heading', { level: 1, name: new RegExp(`lupaus_${tag}`) }).waitFor();
      expect(await adSlot(page).count()).to.equal(0);
      expect(await promotions(page).count()).to.equal(0);
    });

    it("given ads switched on, then a player sees the game's own promotions with their ways in", async () => {
      await switchAds(apiCaller(suite.server.url), adminToken, true);
      const page = await suite.newPage({ signedInAs: player });
      await openMenu(suite, page);
      const card = promotions(page);
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByRole('link', { name: adsFi.inviteFriends }).getAttribute('href')).to.equal(
        '/fi/referral',
      );
      expect(await card.getByRole('link', { name: adsFi.promoGroups }).getAttribute('href')).to.equal(
        '/fi/scoreboard/groups',
      );
    });

    it('given a guest, then the promotions lead to the register tab of the account card', async () => {
      const page = await suite.newPage();
      await openMenu(suite, page);
      const card = promotions(page);
      await card.getByRole('button', { name: adsFi.createAccount }).click();
      const registerTab = page.getByRole('tab', { selected: true });
      await registerTab.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).to.equal(
        'true',
      );
      expect(await page.evaluate(() => document.activeElement?.id.endsWith('-tab-register'))).to.equal(true);
    });
  });
});
