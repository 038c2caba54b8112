/// <reference lib="dom" />
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page, Response, ViewportSize } from 'playwright-core';
import type { Clock } from '../../application/ports/clock.port';
import { TOKEN_STORAGE_KEY } from '../../domain/constants/network.constants';
import { CONSENT_STORAGE_KEY } from '../../web/src/features/analytics/model/consent';
import { apiCaller, type ApiCaller } from './api-client';
import { chromiumPath, launchChromium } from './chromium';
import { pendingWithoutInfrastructure } from './infrastructure';
import { startTestServer, type TestServer } from './test-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST = path.join(root, 'web', 'dist');
/** Where browser suites leave their pictures for people to look at. */
export const SCREENSHOTS = path.join(root, 'test-results', 'screenshots');
/** Whether every browser test leaves pictures of its pages, not only a failed one. */
const SCREENSHOT_EVERY_TEST = process.env.TEST_SCREENSHOTS === 'all';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Builds web/dist when its sources changed since the last build (the same check `npm start` makes). */
export async function buildWebIfStale(): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'build-web.mjs')], {
    cwd: root,
    maxBuffer: 10 * 1024 * 1024,
  });
}

/**
 * Collects what a page gets wrong: console errors and warnings (React's and React Router's warnings are
 * defects too), crashes and failed requests (not those the browser cancelled itself). Chromium logs every 4xx as an error; the reads whose absence is
 * an everyday answer (no session, no result, no game that day) ask for 204 instead (`Prefer:
 * absent=no-content`), so no 404 passes.
 */
const ABORTED = 'net::ERR_ABORTED';

export function watchProblems(page: Page, problems: string[], expected: readonly RegExp[] = []): void {
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (expected.some((known) => known.test(message.text()))) return;
    problems.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // Cancelled by the browser itself (the page closed or navigated away, the app aborted a read it no
    // longer needs): no answer was missed. A refused or broken connection, a failed answer, still counts.
    if (reason === ABORTED) return;
    problems.push(`${request.url()} ${reason}`);
  });
}

export interface BrowserSuiteOptions {
  /** Starts every screenshot's name: `<name>-<test title>.png`, `<name>-<n>-<test title>.png` for newPage's n-th. */
  name: string;
  /**
   * `suite`: one page for all the tests, each step starting where the previous one ended; `test`: a fresh page
   * for each test; `none`: only the pages the suite asks newPage for.
   */
  pagePer?: 'suite' | 'test' | 'none';
  /** The size of every page unless newPage says otherwise; PHONE by default. */
  viewport?: ViewportSize;
  /** The server's clock (a FakeClock lets a test move to another day); the real one by default. */
  clock?: Clock;
  /** Environment variables for the server, read when it starts (after the suite's own earlier hooks). */
  env?: () => Record<string, string>;
  /**
   * The analytics answer every page starts with: `denied` by default, so the consent banner (which appears 2 s
   * after load) stays out of the suites that are about something else; `unanswered` for the consent suite.
   */
  analyticsConsent?: 'granted' | 'denied' | 'unanswered';
  /**
   * `block` by default: the pages run without the app's service worker, so each page fetches what it needs
   * (no installing of the whole app per test) and `page.route` sees every request. The app-shell suite
   * allows it.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** What a page says when Playwright blocks its service worker: the harness's doing, not the app's defect. */
const BLOCKED_WORKER = [/Service Worker registration blocked by Playwright/, /Service worker not registered/];

export interface NewPageOptions {
  viewport?: ViewportSize;
  /** Signed in from the first script on: the page restores these tokens as after a reload. */
  signedInAs?: { token: string; refreshToken: string };
}

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The server's fi API. */
  readonly api: ApiCaller;
  /** The suite's page, or this test's (see pagePer). */
  readonly page: Page;
  /**
   * A page in a context of its own, watched and screenshotted like `page`. Opened in a before hook it lasts the
   * suite; opened in a test (or beforeEach) it closes after that test.
   */
  newPage(options?: NewPageOptions): Promise<Page>;
  /** Problems the running test expects (e.g. the browser's note of a refused login); forgotten after it. */
  expectNoise(...noise: RegExp[]): void;
  /**
   * Opens a route of the server (`/fi/...`) on `page` (the suite's by default) and waits until the network is
   * idle and the app has started.
   */
  open(route: string, page?: Page): Promise<Response | null>;
}

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Between the suite's name and the test's title in the screenshot's name; '' for the suite's page. */
  label: string;
  perTest: boolean;
}

/**
 * One server on the real browser build and one Chromium for the calling suite (pending without Chromium
 * outside CI). After each test every open page is screenshotted into test-results/screenshots and the test
 * fails on what the pages got wrong: console errors and warnings (but the expected 404s and the test's
 * expectNoise), page errors, failed requests. Registers its own mocha hooks; call it at the top of the describe.
 */
export function useBrowserSuite(options: BrowserSuiteOptions): BrowserSuite {
  const {
    name,
    pagePer = 'suite',
    viewport = PHONE,
    clock,
    env,
    analyticsConsent = 'denied',
    serviceWorkers = 'block',
  } = options;
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let api: ApiCaller | undefined;
  let main: Page | undefined;
  let pages: Watched[] = [];
  let inTest = false;
  const problems: string[] = [];
  let noise: RegExp[] = [];

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the browser suite has no ${what} (yet)`);
    return value;
  };

  async function watchedPage(label: string, options: NewPageOptions = {}): Promise<Page> {
    const context = await started(browser, 'browser').newContext({
      viewport: options.viewport ?? viewport,
      serviceWorkers,
    });
    if (analyticsConsent !== 'unanswered') {
      await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: CONSENT_STORAGE_KEY,
        value: analyticsConsent,
      });
    }
    if (options.signedInAs) {
      const { token, refreshToken } = options.signedInAs;
      // Stored as before sites had keys of their own: the first site the page opens adopts them
      // (site-store.ts); once one has, a later site is not handed them again.
      await context.addInitScript(
        ({ key, value }) => {
          const adopted = Object.keys(window.localStorage).some((stored) => stored.startsWith(`${key}@`));
          if (!adopted) window.localStorage.setItem(key, value);
        },
        { key: TOKEN_STORAGE_KEY, value: JSON.stringify({ token, refreshToken }) },
      );
    }
    const page = await context.newPage();
    watchProblems(page, problems, serviceWorkers === 'block' ? BLOCKED_WORKER : []);
    pages.push({ page, context, label, perTest: inTest });
    return page;
  }

  before('start the server and Chromium', async function () {
    const executable = chromiumPath();
    if (!executable) return pendingWithoutInfrastructure(this, 'Chromium');
    await buildWebIfStale();
    server = await startTestServer({ distDir: WEB_DIST, clock, env: env?.() });
    api = apiCaller(server.url);
    browser = await launchChromium(executable);
    await mkdir(SCREENSHOTS, { recursive: true });
    if (pagePer === 'suite') main = await watchedPage('');
  });

  after('close Chromium and the server', async () => {
    try {
      await browser?.close();
    } finally {
      await server?.dispose();
    }
  });

  beforeEach('open the test page', async () => {
    inTest = true;
    if (pagePer === 'test') main = await watchedPage('');
  });

  /** Closes the pages opened during the test; what closing breaks still counts as the test's. */
  async function closeTestPages(): Promise<void> {
    inTest = false;
    const closing = pages.filter((watched) => watched.perTest);
    pages = pages.filter((watched) => !watched.perTest);
    if (closing.some((watched) => watched.page === main)) main = undefined;
    await Promise.all(closing.map((watched) => watched.context.close()));
  }

  afterEach('screenshot the pages, then fail on their problems', async function () {
    const title = this.currentTest?.title.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    const failed = this.currentTest?.state === 'failed';
    try {
      // A failed test's pages always; every test's when asked (TEST_SCREENSHOTS=all): a full-page picture
      // of each page after each of 200 tests costs a busy machine minutes, and CI keeps none of them.
      for (const { page, label } of failed || SCREENSHOT_EVERY_TEST ? pages : []) {
        const file = `${[name, label, title].filter(Boolean).join('-')}.png`;
        await page.screenshot({ path: path.join(SCREENSHOTS, file), fullPage: true });
      }
    } finally {
      // A failing screenshot fails the hook (and mocha skips the suite's remaining tests) but leaks no page.
      await closeTestPages();
    }
    const unexpected = problems.splice(0).filter((problem) => !noise.some((known) => known.test(problem)));
    noise = [];
    expect(unexpected, 'console errors or warnings, page errors or failed requests').to.deep.equal([]);
  });

  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get api() {
      return started(api, 'server');
    },
    get page() {
      return started(main, 'page');
    },
    newPage: (options) => watchedPage(String(pages.filter((watched) => watched.label).length + 1), options),
    expectNoise(...expected) {
      noise.push(...expected);
    },
    async open(route, page = started(main, 'page')) {
      const response = await page.goto(`${started(server, 'server').url}${route}`, {
        waitUntil: 'networkidle',
      });
      // A busy machine may go quiet before the page's boot script has started the app (it waits for the
      // first paint): the app runs once it has released the page it found (app-boot.ts).
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'), undefined, {
        timeout: 60_000,
      });
      return response;
    },
  };
}
