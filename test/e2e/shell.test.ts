/// <reference lib="dom" />
import path from 'node:path';
import { expect } from 'chai';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { DESKTOP, PHONE, SCREENSHOTS, useBrowserSuite } from '../support/browser';

describe('E2E | The web shell in Chromium', function () {
  this.timeout(120_000);
  // A fresh page per test; a blocked script or style (CSP), a crash or a failed request is a defect even when
  // the page looks fine.
  const suite = useBrowserSuite({ name: 'shell', pagePer: 'test' });

  it('given a visitor at /, then the Finnish main menu opens with header and footer version 1.05', async () => {
    const { page } = suite;
    await suite.open('/');
    expect(new URL(page.url()).pathname).to.equal('/fi/');
    expect(await page.getAttribute('html', 'lang')).to.equal('fi');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.contain('Viisi ryhmää');
    expect(await page.getByRole('banner').innerText()).to.contain(fi.app.productName);
    expect(await page.getByRole('contentinfo').innerText()).to.contain('Versio 1.05');
  });

  it('given the English instance, then everything is in English', async () => {
    const { page } = suite;
    await suite.open('/en/');
    expect(await page.getAttribute('html', 'lang')).to.equal('en');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.contain('Five groups.');
    expect(await page.getByRole('contentinfo').innerText()).to.contain('Version 1.05');
    await page.getByRole('link', { name: en.menu.play }).first().waitFor();
  });

  it('given the language control, when English is chosen, then the English site opens at the same page', async () => {
    const { page } = suite;
    await suite.open('/fi/');
    await page.getByRole('banner').getByRole('button', { name: /^FI/ }).click();
    await page.getByRole('link', { name: new RegExp(en.qr.site) }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
    await page.getByRole('heading', { level: 1, name: /Five groups/ }).waitFor();
    // The heading is the build's drawing at first (a guest's landing): the app keeps the choice as it starts.
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
    // The interface language is the site's: the English site's menus are English, and the choice is kept.
    expect(await page.evaluate(() => localStorage.getItem('lang'))).to.equal('en');
    // The page's own reads first, or the reload would cut them short (a failed request to the watcher).
    await page.waitForLoadState('networkidle');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.contain('Five groups.');
  });

  it('given /qr, then both sites are offered and there is no footer', async () => {
    const { page } = suite;
    await suite.open('/fi/qr');
    // The chooser's page is lazy: network idle does not mean drawn on a busy machine.
    await page.locator('a[href="/en/"]').waitFor();
    const links = await page
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).to.include.members(['/fi/', '/en/']);
    expect(await page.getByRole('contentinfo').count()).to.equal(0);
  });

  it('given /game, then the game page has no footer', async () => {
    const { page } = suite;
    await suite.open('/fi/game');
    await page.getByRole('heading', { level: 1, name: new RegExp(fi.app.productName) }).waitFor();
    expect(await page.getByRole('contentinfo').count()).to.equal(0);
  });

  it('given an unknown page, then the 404 page says so and leads back to the menu', async () => {
    const { page } = suite;
    await suite.open('/fi/ei-ole-olemassa');
    await page.getByRole('heading', { name: fi.notFound.title }).waitFor();
    await page.getByRole('link', { name: fi.common.backToMenu }).first().click();
    await page.waitForURL(/\/fi\/?$/);
  });

  it('given a guest opening the control panel, then they are sent to the main menu', async () => {
    const { page } = suite;
    await suite.open('/fi/control-panel');
    await page.waitForURL(/\/fi\/?$/);
  });

  it('given /gdpr, then the privacy notice opens over the main menu', async () => {
    const { page } = suite;
    await suite.open('/fi/gdpr');
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
    const { page } = suite;
    for (const route of tour) {
      for (const [sizeName, size] of Object.entries(sizes)) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.setViewportSize(size);
          await page.emulateMedia({ colorScheme });
          await suite.open(route);
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
