/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from 'chai';
import type { Page, ViewportSize } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { TOKEN_STORAGE_KEY } from '../../domain/constants/network.constants';
import { siteKey } from '../../web/src/lib/api/site-store';
import { signUp } from './api-client';
import { DESKTOP, type BrowserSuite } from './browser';
import { puzzleOf, type Puzzle } from './game-api';
import { newsForm } from './news-api';

// The accessibility suites' check: axe-core in the page, every serious or critical violation a failure.

export const NARROW = { width: 360, height: 740 } as const;

// axe-core's browser build, evaluated in the page. Not a <script> tag: the server's Content-Security-Policy
// (script-src 'self') refuses inline scripts, and that refusal would be a console error of its own.
const AXE_SOURCE = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'),
  'utf8',
);

interface Mode {
  name: string;
  viewport: ViewportSize;
  colorScheme: 'light' | 'dark';
}

/** Colour contrast differs by scheme and the layout by width: each view is checked in these three. */
export const MODES: readonly Mode[] = [
  { name: '360 light', viewport: NARROW, colorScheme: 'light' },
  { name: '360 dark', viewport: NARROW, colorScheme: 'dark' },
  { name: '1280 light', viewport: DESKTOP, colorScheme: 'light' },
];

interface Finding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
  summary: string;
}

/** The serious and critical problems axe finds in the page as it is now, one per element. */
async function seriousFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.flatMap((violation) =>
      violation.nodes
        .filter((node) => node.impact === 'serious' || node.impact === 'critical')
        .map((node) => ({
          rule: violation.id,
          impact: node.impact ?? '',
          help: violation.help,
          target: node.target.map(String).join(' '),
          html: node.html.replace(/\s+/g, ' ').slice(0, 160),
          summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
        })),
    );
  });
}

/**
 * Switches the page to the mode and waits until it shows. The colour transitions the switch starts are
 * finished at once: headless Chromium leaves some of them pending for long, and a check would then read one
 * scheme's text on the other's background. A transition starts when a style pass meets the change, which
 * may be a frame or more after the switch: they are finished until two frames in a row start none.
 */
async function switchTo(page: Page, { viewport, colorScheme }: Mode): Promise<void> {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
  await page.waitForFunction(
    ({ width, dark }) =>
      window.innerWidth === width && window.matchMedia('(prefers-color-scheme: dark)').matches === dark,
    { width: viewport.width, dark: colorScheme === 'dark' },
  );
  await page.evaluate(async () => {
    for (let quiet = 0, frames = 0; quiet < 2 && frames < 60; frames += 1) {
      await new Promise((done) => requestAnimationFrame(done));
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      for (const animation of running) animation.finish();
      quiet = running.length === 0 ? quiet + 1 : 0;
    }
  });
}

/**
 * Fails with every serious or critical violation of the view in each mode: the rule, where (axe's selector),
 * a piece of the element's HTML and axe's word on what is wrong, so the report alone says what to fix.
 */
export async function expectAccessible(page: Page, view: string): Promise<void> {
  const found = new Map<string, { finding: Finding; modes: string[] }>();
  for (const mode of MODES) {
    await switchTo(page, mode);
    for (const finding of await seriousFindings(page)) {
      const key = `${finding.rule} ${finding.target}`;
      const seen = found.get(key) ?? { finding, modes: [] };
      seen.modes.push(mode.name);
      found.set(key, seen);
    }
  }
  const lines = [...found.values()].map(
    ({ finding: f, modes }) =>
      `- ${f.rule} (${f.impact}) at ${f.target} [${modes.join(', ')}]: ${f.help}\n    ${f.html}\n    ${f.summary}`,
  );
  if (lines.length > 0)
    expect.fail(`${view}: serious or critical accessibility violations\n${lines.join('\n')}`);
}

/** Opens a route on the suite's page and waits for its first-level heading and its reads. */
export async function openView(suite: BrowserSuite, route: string): Promise<Page> {
  await suite.open(route);
  await suite.page.getByRole('heading', { level: 1 }).first().waitFor();
  await suite.page.waitForLoadState('networkidle');
  return suite.page;
}

export type Login = Awaited<ReturnType<typeof signUp>>;

/** Signs the suite's page in as the login's user, as after a reload with stored tokens; opens the main menu. */
export async function signInAs(suite: BrowserSuite, login: Login): Promise<void> {
  const tokens = JSON.stringify({ token: login.token, refreshToken: login.refreshToken });
  // The site's storage: a new page is still on about:blank.
  if (!suite.page.url().startsWith(suite.server.url)) await suite.open('/fi/');
  await suite.page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: siteKey(TOKEN_STORAGE_KEY, 'fi'),
    value: tokens,
  });
  await openView(suite, '/fi/');
}

/** A new admin of the fi instance (a fresh instance has none). */
export async function anAdmin(suite: BrowserSuite, username: string): Promise<Login> {
  const login = await signUp(suite.api, username);
  const database = suite.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
  await database
    .knex('users')
    .where({ id: login.user.id })
    .update({ roles: ['admin'] });
  return login;
}

/** A new player who has won today's game over the API: statistics, achievements and a score to show. */
export async function aWinnerOfToday(
  suite: BrowserSuite,
  username: string,
): Promise<{ login: Login; puzzle: Puzzle }> {
  const { api } = suite;
  const login = await signUp(api, username);
  const { today } = (await api.get('/game/daily', login.token)).body as { today: string };
  const puzzle = await puzzleOf(suite.server, today);
  await api.post('/game/session', { gameDate: today }, login.token);
  for (const position of [0, 1, 2, 3, 4]) {
    const selectedWords = puzzle.solving(position);
    const checked = await api.post('/game/check-selection', { selectedWords, gameDate: today }, login.token);
    expect(checked.body, JSON.stringify(checked.body)).to.include({ correct: true });
  }
  return { login, puzzle };
}

/** A visible news item with a one-choice poll, published by the admin. */
export async function publishNews(suite: BrowserSuite, admin: Login, title: string): Promise<void> {
  const poll = {
    question: 'Mikä teema?',
    type: 'multiple_choice',
    options: [{ text: 'Luonto' }, { text: 'Historia' }],
  };
  const content = '<p>Uusia ryhmiä tulossa.</p>';
  const news = await fetch(`${suite.server.url}/fi/api/manage/news`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: newsForm({ title, content, active: true, polls: [poll] }),
  });
  expect(news.status, await news.text()).to.equal(201);
}

/** The player's suggestion of a new group, for the suggestion lists. */
export async function suggestGroup(suite: BrowserSuite, player: Login): Promise<void> {
  const suggestion = { name: 'Puut', words: ['koivu', 'mänty', 'kuusi'], extraWord: 'haapa' };
  const answer = await suite.api.post('/suggestions', suggestion, player.token);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
}

/** What the players' pages show: news with a poll, a message, a group, a suggestion, a winner of today. */
export interface PlayersWorld {
  player: Login;
  puzzle: Puzzle;
  today: string;
  groupCode: string;
  newsTitle: string;
}

/** Builds the players' world on the suite's server (each accessibility file has a server of its own). */
export async function playersWorld(suite: BrowserSuite): Promise<PlayersWorld> {
  const { api } = suite;
  const tag = Date.now().toString(36).slice(-5);
  const groupCode = `A${tag.slice(-4)}`.toUpperCase();
  const newsTitle = `Uutinen ${tag}`;
  const admin = await anAdmin(suite, `saavutus_admin_${tag}`);
  await publishNews(suite, admin, newsTitle);
  const message = await api.post('/manage/messages', { message: `Tervetuloa ${tag}` }, admin.token);
  expect(message.status, JSON.stringify(message.body)).to.equal(201);
  const { login: player, puzzle } = await aWinnerOfToday(suite, `saavutus_${tag}`);
  const group = await api.post('/groups', { name: `Saavutettava ${tag}`, groupCode }, player.token);
  expect(group.status, JSON.stringify(group.body)).to.equal(201);
  await suggestGroup(suite, player);
  return { player, puzzle, today: puzzle.date, groupCode, newsTitle };
}

/** The menu's news popup with the world's news item open, checked by axe as `view`. */
export async function expectNewsAccessible(suite: BrowserSuite, world: PlayersWorld, view: string) {
  const page = await openView(suite, '/fi/');
  await page.getByRole('button', { name: /Uutiset/ }).click();
  await page.getByRole('dialog').getByRole('heading', { name: world.newsTitle }).waitFor();
  await expectAccessible(page, view);
}
