import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { underCi } from './infrastructure';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST = path.join(root, 'web', 'dist');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Debian's Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Absent outside CI, browser suites are pending. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  if (underCi) throw new Error(`CI=true but no Chromium at ${candidate}: .ci/run installs it from Debian`);
  return undefined;
}

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Builds web/dist when its sources changed since the last build (the same check `npm start` makes). */
export async function buildWebIfStale(): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'build-web.mjs')], {
    cwd: root,
    maxBuffer: 10 * 1024 * 1024,
  });
}

// The API answers 404 where the spec says "none": no session yet, no game in progress, no result yet, no
// game that day. Chromium logs every 404 as a console error; only these API reads are expected to give one.
const EXPECTED_NOT_FOUND =
  /\/api\/game\/(session\/active|guest\/active-session|session\/|guest\/session\/|guest\/game-state\/|results\/|guest\/game-results\/|daily)/;

/** Collects what a page gets wrong: console errors (but the expected 404s), crashes and failed requests. */
export function watchProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const notFound = /status of 404/.test(message.text()) && EXPECTED_NOT_FOUND.test(message.location().url);
    if (!notFound) problems.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
}
