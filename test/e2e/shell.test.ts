/// <reference lib="dom" />
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import {
  buildWebIfStale,
  chromiumPath,
  DESKTOP,
  launchChromium,
  PHONE,
  WEB_DIST,
  watchProblems,
} from '../support/browser';
import { pendingWithoutInfrastructure } from '../support/infrastructure';
import { startTestServer, type TestServer } from '../support/test-server';

const SCREENSHOTS = path.resolve('test-results', 'screenshots');

describe('E2E | The web shell in Chromium', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  before(async function () {
    const executable = chromiumPath();
    if (!executable) return pendingWithoutInfrastructure(this, 'Chromium');
    await buildWebIfStale();
    server = await startTestServer({ distDir: WEB_DIST });
    browser = await launchChromium(executable);
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await server?.dispose();
  });

  beforeEach(async () => {
    problems = [];
    page = await browser.newPage({ viewport: PHONE });
    // A blocked script or style (CSP), a crash or a failed request is a defect even when the page looks fine.
    watchProblems(page, problems);
  });

  afterEach(async function () {
    const name = this.currentTest?.title.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
    await page.close();
    expect(problems, 'console errors, page errors or failed requests').to.deep.equal([]);
  });

  const open = (route: string) => page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });

  it('given a visitor at /, then the Finnish main menu opens with header and footer version 1.05', async () => {
    await open('/');
    expect(new URL(page.url()).pathname).to.equal('/fi/');
    expect(await page.getAttribute('html', 'lang')).to.equal('fi');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.contain('Viisi ryhmää');
    expect(await page.getByRole('banner').innerText()).to.contain(fi.app.productName);
    expect(await page.getByRole('contentinfo').innerText()).to.contain('Versio 1.05');
  });

  it('given the English instance, then everything is in English', async () => {
    await open('/en/');
    expect(await page.getAttribute('html', 'lang')).to.equal('en');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.contain('Five groups.');
    expect(await page.getByRole('contentinfo').innerText()).to.contain('Version 1.05');
    await page.getByRole('link', { name: en.menu.play }).first().waitFor();
  });

  it('given the language switch, when English is chosen, then the page turns English and the choice is kept', async () => {
    await open('/fi/');
    await page
      .getByRole('button', { name: /^en/i })
      .or(page.getByRole('radio', { name: /english/i }))
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /Five groups/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).to.equal('en');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.contain('Five groups.');
  });

  it('given /qr, then both sites are offered and there is no footer', async () => {
    await open('/fi/qr');
    const links = await page
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).to.include.members(['/fi/', '/en/']);
    expect(await page.getByRole('contentinfo').count()).to.equal(0);
  });

  it('given /game, then the game page has no footer', async () => {
    await open('/fi/game');
    await page.getByRole('heading', { level: 1, name: new RegExp(fi.app.productName) }).waitFor();
    expect(await page.getByRole('contentinfo').count()).to.equal(0);
  });

  it('given an unknown page, then the 404 page says so and leads back to the menu', async () => {
    await open('/fi/ei-ole-olemassa');
    await page.getByRole('heading', { name: fi.notFound.title }).waitFor();
    await page.getByRole('link', { name: fi.common.backToMenu }).first().click();
    await page.waitForURL(/\/fi\/?$/);
  });

  it('given a guest opening the control panel, then they are sent to the main menu', async () => {
    await open('/fi/control-panel');
    await page.waitForURL(/\/fi\/?$/);
  });

  it('given /gdpr, then the privacy notice opens over the main menu', async () => {
    await open('/fi/gdpr');
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).to.be.greaterThan(0);
  });

  // The screenshot tour: every shell page at phone and desktop size, light and dark. Each must render without
  // errors and without sideways scrolling; the pictures land in test-results/screenshots for people to look at.
  const tour = [
    '/fi/',
    '/en/',
    '/fi/qr',
    '/fi/previous',
    '/en/previous/2026-11-01',
    '/fi/gdpr',
    '/fi/ei-ole',
  ];
  const sizes = { phone: PHONE, narrow: { width: 360, height: 740 }, desktop: DESKTOP };
  it('given every shell page at phone, narrow and desktop size in light and dark, then none overflows sideways', async () => {
    for (const route of tour) {
      for (const [sizeName, size] of Object.entries(sizes)) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.setViewportSize(size);
          await page.emulateMedia({ colorScheme });
          await open(route);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${route} at ${sizeName} ${colorScheme}`).to.be.at.most(0);
          const name = `tour${route.replace(/\W+/g, '_')}-${sizeName}-${colorScheme}.png`;
          await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
        }
      }
    }
  });
});
