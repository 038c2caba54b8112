import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { underCi } from './infrastructure';

// Starting Debian's Chromium for the browser suites (./browser.ts) and for the installable app's own profile.

/** Debian's Chromium: CHROMIUM_PATH, else /usr/bin/chromium. Absent outside CI, browser suites are pending. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  if (underCi) throw new Error(`CI=true but no Chromium at ${candidate}: .ci/run installs it from Debian`);
  return undefined;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Chromium with a profile of its own on disk: the only kind that installs apps (an incognito context fails
 * the installability check). `close` also removes the profile.
 */
export async function launchInstallableChromium(
  executablePath: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'wordgame-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, args: CHROMIUM_ARGS });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
