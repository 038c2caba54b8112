/// <reference lib="dom" />
import path from 'node:path';
import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import type { AnalyticsAnswer } from '../../contracts/analytics.codec';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { bannerEn } from '../../web/src/features/analytics/i18n/banner.en';
import { bannerFi } from '../../web/src/features/analytics/i18n/banner.fi';
import { CONSENT_STORAGE_KEY } from '../../web/src/features/analytics/model/consent';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { apiCaller, signUp } from '../support/api-client';
import { DESKTOP, PHONE, SCREENSHOTS, useBrowserSuite } from '../support/browser';

const tag = Date.now().toString(36).slice(-5);
const QUIET_MS = 3_000;

const isAnalytics = (request: Request) => new URL(request.url()).pathname.endsWith('/api/analytics/events');
const typesOf = (request: Request) =>
  (request.postDataJSON() as { events: { type: string }[] }).events.map((event) => event.type);

/** Every batch the page sends, from the first script on: the test fails if consent were ignored. */
function recordBatches(page: Page): string[][] {
  const batches: string[][] = [];
  page.on('request', (request) => {
    if (isAnalytics(request)) batches.push(typesOf(request));
  });
  return batches;
}

/** The next batch that carries `type`, answered by the server. */
const batchWith = (page: Page, type: string) =>
  page.waitForResponse(
    (response) => isAnalytics(response.request()) && typesOf(response.request()).includes(type),
  );

const storedConsent = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), CONSENT_STORAGE_KEY);

describe('E2E | Analytics consent in Chromium', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite({
    name: 'analytics-consent',
    pagePer: 'test',
    analyticsConsent: 'unanswered',
  });

  it('given a new visitor, then the banner comes 2 s after load, stays off the board, and a decline sends nothing, ever', async () => {
    const { page } = suite;
    const batches = recordBatches(page);
    await suite.open('/fi/');
    const banner = page.getByRole('region', { name: bannerFi.title });
    await banner.waitFor();
    const { shownAt, loadedAt } = await page.evaluate(() => ({
      shownAt: performance.now(),
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    }));
    expect(shownAt - loadedAt).to.be.at.least(2_000);

    // The menu's main control stays usable beside it, and on the board the banner steps aside.
    await page.getByRole('link', { name: fi.menu.play, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).waitFor();
    expect(await banner.count()).to.equal(0);
    await page.waitForLoadState('networkidle');
    await suite.open('/fi/');
    await banner.getByRole('button', { name: bannerFi.decline }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).to.equal('denied');

    await page.getByRole('link', { name: fi.footer.privacy }).click();
    await page.getByRole('dialog').getByRole('switch', { name: fi.analytics.switchLabel }).waitFor();
    await suite.open('/fi/previous');
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(QUIET_MS);
    expect(await banner.count(), 'the banner does not come back').to.equal(0);
    expect(batches, 'requests to /api/analytics/events').to.deep.equal([]);
  });

  it('given a visitor who accepts, then the held page view goes at once, the game’s start and end follow, and the server counts them', async () => {
    const { page } = suite;
    const batches = recordBatches(page);
    await suite.open('/en/');
    const banner = page.getByRole('region', { name: bannerEn.title });
    await banner.waitFor();
    expect(batches, 'nothing before an answer').to.deep.equal([]);

    const firstBatch = batchWith(page, 'page_view');
    await banner.getByRole('button', { name: bannerEn.accept }).click();
    expect((await firstBatch).status()).to.equal(202);
    expect(await storedConsent(page)).to.equal('granted');
    await banner.waitFor({ state: 'detached' });

    const started = batchWith(page, 'game_started');
    await page.getByRole('link', { name: en.menu.play, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: en.game.instructions.start }).click();
    expect((await started).status()).to.equal(202);
    const finished = batchWith(page, 'game_finished');
    await page.getByRole('button', { name: en.game.controls.forfeit, exact: true }).click();
    await page.getByRole('button', { name: en.game.forfeit.yes }).click();
    expect((await finished).status()).to.equal(202);
    expect(batches.flat()).to.include.members(['page_view', 'game_started', 'game_finished']);
    expect(batches.every((batch) => batch.length <= 50)).to.equal(true);

    const api = apiCaller(suite.server.url, 'en');
    const admin = await signUp(api, `tilastot_${tag}`);
    const database = suite.server.containers.get('en')!.get<KnexDatabase>(KNEX_DATABASE);
    await database
      .knex('users')
      .where({ id: admin.user.id })
      .update({ roles: ['admin'] });
    const stats = await api.get('/manage/stats/analytics?period=7d', admin.token);
    expect(stats.status).to.equal(200);
    const { totals } = stats.body as unknown as AnalyticsAnswer;
    expect(totals.pageViews).to.be.at.least(2);
    expect(totals.gamesStarted).to.be.at.least(1);
    expect(totals.gamesFinished).to.be.at.least(1);
  });

  it('given a player who accepted, when they turn statistics off in settings, then nothing more is sent', async () => {
    const login = await signUp(apiCaller(suite.server.url), `peruja_${tag}`);
    const page = await suite.newPage({ signedInAs: login });
    const batches = recordBatches(page);
    await suite.open('/fi/', page);
    const banner = page.getByRole('region', { name: bannerFi.title });
    const firstBatch = batchWith(page, 'page_view');
    await banner.getByRole('button', { name: bannerFi.accept }).click();
    await firstBatch;

    await page.getByRole('button', { name: fi.settings.open }).click();
    const toggle = page.getByRole('dialog').getByRole('switch', { name: fi.analytics.switchLabel });
    expect(await toggle.getAttribute('aria-checked')).to.equal('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).to.equal('false');
    expect(await storedConsent(page)).to.equal('denied');
    const sent = batches.length;
    await page.screenshot({ path: path.join(SCREENSHOTS, 'analytics-settings-fi-390-light.png') });

    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: fi.footer.privacy }).click();
    const notice = page.getByRole('dialog').getByRole('switch', { name: fi.analytics.switchLabel });
    expect(await notice.getAttribute('aria-checked')).to.equal('false');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: fi.game.entry.playToday, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).click();
    await page.getByRole('group', { name: fi.game.board.label }).waitFor();
    await page.waitForTimeout(QUIET_MS);
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(QUIET_MS);
    expect(batches.length, 'batches after the withdrawal').to.equal(sent);
    expect(await banner.count()).to.equal(0);
  });

  it('given both languages, phone and desktop, light and dark, then the banner and the switch fit without sideways scrolling', async () => {
    const sizes = { 360: { width: 360, height: PHONE.height - 104 }, 1280: DESKTOP };
    // Each language at both sizes, the schemes crossed: every size and scheme is seen once per language.
    const looks = [
      ['fi', 360, 'light'],
      ['fi', 1280, 'dark'],
      ['en', 360, 'dark'],
      ['en', 1280, 'light'],
    ] as const;
    for (const [language, width, colorScheme] of looks) {
      const page = await suite.newPage({ viewport: sizes[width] });
      await page.emulateMedia({ colorScheme });
      await suite.open(`/${language}/`, page);
      const title = language === 'fi' ? bannerFi.title : bannerEn.title;
      const banner = page.getByRole('region', { name: title });
      await banner.waitFor();
      // The slide-in has ended (however long a busy machine takes to play it).
      await banner.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${language} ${width} ${colorScheme}`).to.be.at.most(0);
      const name = `analytics-banner-${language}-${width}-${colorScheme}`;
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-end.png`) });
      await suite.open(`/${language}/gdpr`, page);
      await page.getByRole('dialog').getByRole('switch').scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(SCREENSHOTS, `analytics-privacy-${language}-${width}-${colorScheme}.png`),
      });
    }
  });
});
