/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { REFERRAL_CODE_STORAGE_KEY } from '../../domain/constants/network.constants';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { signUp } from '../support/api-client';
import { DESKTOP, PHONE, SCREENSHOTS, useBrowserSuite } from '../support/browser';
import path from 'node:path';

// Issue 18: a guest's menu is in the page itself (drawn by the build), so it shows before the app's code
// has arrived; the app then takes it over without drawing it again. Nobody else ever sees it.

/** What the page had when its HTML was parsed (before the app's code ran), kept for the test to read. */
const recordParsedPage = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      Object.assign(window, {
        parsed: {
          pitch: document.querySelector('.hero__pitch'),
          inert: root?.hasAttribute('inert') ?? false,
          empty: root?.childElementCount === 0,
        },
      });
    });
  });

interface Parsed {
  pitch: Element | null;
  inert: boolean;
  empty: boolean;
}
const parsed = (page: Page) => page.evaluate(() => (window as unknown as { parsed: Parsed }).parsed.empty);

describe('E2E | The first paint of a guest menu', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'first-paint', pagePer: 'test' });

  it('given a phone without the app code yet, then the menu is already there, in each language, light and dark', async () => {
    // The page as it arrives: no script runs. What shows is the build's drawing of the menu.
    for (const [site, texts, viewport, colorScheme] of [
      ['fi', fi, { width: 360, height: 740 }, 'light'],
      ['en', en, PHONE, 'dark'],
      ['en', en, DESKTOP, 'light'],
    ] as const) {
      const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport, colorScheme });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.server.url}/${site}/`);
        await page.getByRole('heading', { level: 1, name: texts.menu.heading }).waitFor();
        expect(await page.locator('.hero__pitch').textContent()).to.equal(texts.menu.pitch);
        expect(await page.getByRole('heading', { name: texts.menu.stepsTitle }).isVisible()).to.equal(true);
        const file = `first-paint-without-script-${site}-${viewport.width}-${colorScheme}.png`;
        await page.screenshot({ path: path.join(SCREENSHOTS, file), fullPage: true });
      } finally {
        await context.close();
      }
    }
  });

  it('given a guest, then the app starts after the first paint and takes the menu over without drawing it again, nothing moving', async () => {
    const { page } = suite;
    await recordParsedPage(page);
    await suite.open('/en/');
    await page.getByRole('link', { name: en.menu.play }).waitFor();
    const seen = await page.evaluate(() => {
      const { parsed } = window as unknown as { parsed: Parsed };
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
      const app = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))!;
      return {
        sameElement: parsed.pitch !== null && parsed.pitch === document.querySelector('.hero__pitch'),
        inertUntilStarted: parsed.inert,
        inertNow: document.getElementById('root')!.hasAttribute('inert'),
        appAfterPaint: app.startTime >= paint.startTime,
      };
    });
    expect(seen).to.deep.equal({
      sameElement: true,
      inertUntilStarted: true,
      inertNow: false,
      appAfterPaint: true,
    });
    // Nothing shifted from the first paint to the menu with its Play button (the switches and today's game read).
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          new PerformanceObserver((list) => (count += list.getEntries().length)).observe({
            type: 'layout-shift',
            buffered: true,
          });
          setTimeout(() => resolve(count), 300);
        }),
    );
    expect(shifts).to.equal(0);
  });

  it('given a signed-in player, then the guest menu is gone before anything is painted, and their own menu shows', async () => {
    const player = await signUp(suite.api, `piirto_${Date.now().toString(36).slice(-6)}`);
    const page = await suite.newPage({ signedInAs: player });
    await recordParsedPage(page);
    await suite.open('/fi/', page);
    await page.getByRole('button', { name: fi.header.logout }).waitFor();
    expect(await parsed(page)).to.equal(true);
    expect(await page.getByText(fi.menu.pitch).count()).to.equal(0);
  });

  it('given an invited guest, then the menu is drawn by the app, with the invitation first', async () => {
    const { page } = suite;
    await page.addInitScript(
      (key) => window.localStorage.setItem(key, 'ABCD2345'),
      REFERRAL_CODE_STORAGE_KEY,
    );
    await recordParsedPage(page);
    await suite.open('/en/');
    expect(await parsed(page)).to.equal(true);
    await page.locator('.hero').waitFor();
    expect(await page.locator('.menu__cards > :first-child').getAttribute('class')).to.contain('auth-panel');
  });

  it('given a browser without scripts, when the login form is sent, then the password is in no address', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/en/`);
      await page.getByLabel(en.auth.login.username).fill('someone');
      await page.getByLabel(en.auth.login.password, { exact: true }).fill('Secret123!');
      const sent = page.waitForRequest((request) => request.isNavigationRequest());
      await page.getByLabel(en.auth.login.password, { exact: true }).press('Enter');
      const request = await sent;
      expect(request.method()).to.equal('POST');
      expect(request.url()).to.not.contain('Secret');
    } finally {
      await context.close();
    }
  });

  it('given a guest who sends the login form before the app has started, then nothing leaves the page', async () => {
    // The app's code never arrives here: the form stays the build's drawing, inert, and a submit goes nowhere.
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(`${suite.server.url}/en/`);
      await page.locator('.hero__pitch').waitFor();
      const address = page.url();
      await page.evaluate(() => {
        const form = document.querySelector('form')!;
        form.querySelector<HTMLInputElement>('input[name="username"]')!.value = 'someone';
        form.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Secret123!';
        form.requestSubmit();
      });
      await page.waitForTimeout(300);
      expect(page.url()).to.equal(address);
    } finally {
      await context.close();
    }
  });
});
