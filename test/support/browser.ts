import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
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
