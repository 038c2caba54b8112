/// <reference lib="dom" />
import { appendFile, cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { DESKTOP, useBrowserSuite, WEB_DIST } from '../support/browser';
import { chromiumPath, launchInstallableChromium } from '../support/chromium';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue 16: the app installs per site, keeps itself up to date, opens offline and offers installing.

const shell = fi.appShell;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * Waits until the site's service worker has installed and controls the page (its install fetches every
 * asset of the build: a busy machine takes its time).
 */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });

describe('E2E | The installable app: manifest, service worker, updates, offline, install offer', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite({ name: 'app-shell', pagePer: 'test', serviceWorkers: 'allow' });

  it('given each site, then its manifest names it in its language, under its own path, with its icons', async () => {
    for (const [slug, name, lang] of [
      ['fi', 'Sanaryhmät', 'fi'],
      ['en', 'Word Groups', 'en'],
    ] as const) {
      const response = await fetch(`${suite.server.url}/${slug}/manifest.webmanifest`);
      expect(response.headers.get('content-type')).to.contain('application/manifest+json');
      const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string }[] };
      expect(manifest).to.include({
        name,
        lang,
        start_url: `/${slug}/`,
        scope: `/${slug}/`,
        display: 'standalone',
      });
      for (const icon of manifest.icons) {
        const file = await fetch(`${suite.server.url}${icon.src}`);
        expect(file.status, icon.src).to.equal(200);
        expect(file.headers.get('content-type')).to.equal('image/png');
      }
      const page = await (await fetch(`${suite.server.url}/${slug}/`)).text();
      expect(page).to.contain(`<link rel="manifest" href="/${slug}/manifest.webmanifest" />`);
      const worker = await fetch(`${suite.server.url}/${slug}/sw.js`);
      expect(worker.headers.get('cache-control')).to.equal('no-cache');
      expect(worker.headers.get('content-type')).to.contain('javascript');
    }
  });

  it("given a visit, then Chromium's installability check passes and only this site's worker is installed", async () => {
    const executable = chromiumPath()!;
    const { context, close } = await launchInstallableChromium(executable);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${suite.server.url}/fi/`, { waitUntil: 'networkidle' });
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).to.deep.equal([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).to.deep.equal([]);
      const scopes = await page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (registration) => new URL(registration.scope).pathname,
        ),
      );
      expect(scopes).to.deep.equal(['/fi/']);
    } finally {
      await close();
    }
  });

  it('given the app was opened once, when the network is gone, then it opens again and says it is offline', async () => {
    const { page } = suite;
    await suite.open('/fi/');
    await controlled(page);
    // The worker installs the players' side before it takes over: the game's page is among it.
    const precached = await page.evaluate(async () => {
      const cache = await caches.open('sanaryhmat-precache-v2-fi');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(precached.some((file) => /^\/assets\/game-page-.*\.js$/.test(file))).to.equal(true);
    expect(precached.some((file) => /control-panel/.test(file))).to.equal(false);

    suite.expectNoise(/ERR_INTERNET_DISCONNECTED/, /unavailable|failed/i);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /Viisi ryhmää/ }).waitFor();
    await page.getByText(shell.offline.title).waitFor();
    await page.screenshot({ path: 'test-results/screenshots/app-shell-offline-menu.png' });

    await page.context().setOffline(false);
    await page.getByText(shell.offline.back).waitFor({ timeout: 15_000 });
    await page.getByText(shell.offline.title).waitFor({ state: 'detached' });
  });

  describe('a new version deployed while the app is open', () => {
    let server: TestServer;
    let dist: string;

    before(async () => {
      // A build of its own to deploy over: the suite's server keeps serving web/dist untouched.
      dist = await mkdtemp(path.join(os.tmpdir(), 'wordgame-dist-'));
      await cp(WEB_DIST, dist, { recursive: true });
      server = await startTestServer({ distDir: dist });
    });
    after(async () => {
      await server?.dispose();
      if (dist) await rm(dist, { recursive: true, force: true });
    });

    /** What a deploy changes: the worker's bytes (a new precache list) and the page it serves. */
    async function deployNewVersion(label: string) {
      await appendFile(path.join(dist, 'sw.js'), `\n// ${label}\n`);
      const index = path.join(dist, 'index.html');
      const html = await readFile(index, 'utf8');
      const marked = html.replace(/<meta name="test-build"[^>]*>/, '');
      await writeFile(
        index,
        marked.replace('</head>', `<meta name="test-build" content="${label}" /></head>`),
      );
    }
    const buildOf = (page: Page) =>
      page.evaluate(() => document.querySelector('meta[name="test-build"]')?.getAttribute('content') ?? null);

    it('given an hour passes, then the hourly check finds it, the updating overlay covers the page and it reloads into it', async () => {
      const page = await suite.newPage();
      // Remembers across the reload whether the overlay was shown (it may last only a moment).
      await page.addInitScript(`
        new MutationObserver(() => {
          if (document.body?.innerText.includes(${JSON.stringify(shell.update.updating)})) {
            sessionStorage.setItem('overlay-seen', 'yes');
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      `);
      await page.clock.install();
      await page.goto(`${server.url}/fi/`, { waitUntil: 'networkidle' });
      await controlled(page);
      expect(await buildOf(page)).to.equal(null);

      await deployNewVersion('hour');
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await page.clock.fastForward('01:00:01');
      await reloaded;
      await page.waitForFunction(() => document.querySelector('meta[name="test-build"]') !== null);
      expect(await buildOf(page)).to.equal('hour');
      expect(await page.evaluate(() => sessionStorage.getItem('overlay-seen'))).to.equal('yes');
    });

    it("given the footer's check, then it answers up to date, says a failed check failed, and updates when there is a version", async () => {
      const page = await suite.newPage({ viewport: DESKTOP });
      await page.goto(`${server.url}/fi/`, { waitUntil: 'networkidle' });
      await controlled(page);
      const check = page.getByRole('button', { name: shell.update.check });
      await check.click();
      await page.getByText(shell.update.upToDate).waitFor();

      // The browser fetches the worker itself, past the page's network: a server without it fails the check.
      const worker = path.join(dist, 'sw.js');
      await rename(worker, `${worker}.away`);
      await check.click();
      await page.getByText(shell.update.checkFailed).waitFor();
      await rename(`${worker}.away`, worker);

      await deployNewVersion('footer');
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await check.click();
      await reloaded;
      await page.waitForFunction(() => document.querySelector('meta[name="test-build"]') !== null);
      expect(await buildOf(page)).to.equal('footer');
    });
  });

  describe('the install offer', () => {
    it("given the browser offers installing, then the menu's button opens its dialog and the offer goes once accepted", async () => {
      const { page } = suite;
      await suite.open('/fi/');
      expect(await page.getByRole('button', { name: shell.install.button }).count()).to.equal(0);
      // What Chromium fires once it finds the app installable (its own heuristics decide when). A script
      // string: the test's compiler would name a function literal with a helper the page does not have.
      await page.evaluate(`
        window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt() { window.prompted = true; return Promise.resolve(); },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        }));
      `);
      await page.getByRole('heading', { name: shell.install.title }).waitFor();
      await page.getByRole('button', { name: shell.install.button }).click();
      await page.getByRole('button', { name: shell.install.button }).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).to.equal(
        true,
      );
    });

    it('given an iPhone, then the install button shows the three steps, and back closes them', async () => {
      const page = await suite.newPage();
      await page.addInitScript(
        `Object.defineProperty(navigator, 'userAgent', { value: ${JSON.stringify(IPHONE)} });`,
      );
      await page.goto(`${suite.server.url}/en/`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: en.appShell.install.button }).click();
      const dialog = page.getByRole('dialog', { name: en.appShell.install.iosTitle });
      await dialog.waitFor();
      const steps = await dialog.getByRole('listitem').allInnerTexts();
      expect(steps.map((step) => step.replace(/^\d\s*/, '').trim())).to.deep.equal([
        en.appShell.install.iosShare,
        en.appShell.install.iosAdd,
        en.appShell.install.iosConfirm,
      ]);
      await page.screenshot({ path: 'test-results/screenshots/app-shell-ios-steps.png' });
      await page.goBack();
      await dialog.waitFor({ state: 'detached' });
    });
  });
});
