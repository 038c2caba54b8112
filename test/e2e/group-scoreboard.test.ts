/// <reference lib="dom" />
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '../../domain/constants/network.constants';
import { fi } from '../../web/src/i18n/resources/fi';
import { apiCaller, signUp, type ApiCaller } from '../support/api-client';
import {
  buildWebIfStale,
  chromiumPath,
  launchChromium,
  PHONE,
  WEB_DIST,
  watchProblems,
} from '../support/browser';
import { pendingWithoutInfrastructure } from '../support/infrastructure';
import { startTestServer, type TestServer } from '../support/test-server';

const SCREENSHOTS = path.resolve('test-results', 'screenshots');

interface SampleCategory {
  words: string[];
}

/** Today's Finnish sample puzzle: the server seeds it on first start (dayOffset 0 is today). */
async function todaysCategories(): Promise<SampleCategory[]> {
  const file = JSON.parse(await readFile(path.resolve('content', 'sample-games', 'fi.json'), 'utf8')) as {
    games: { dayOffset: number; categories: SampleCategory[] }[];
  };
  const today = file.games.find((game) => game.dayOffset === 0);
  if (!today) throw new Error('fi.json has no game for day offset 0');
  return today.categories;
}

interface GameEnd {
  score: number;
  gameStatus: string;
}

interface Player {
  username: string;
  token: string;
  refreshToken: string;
  context: BrowserContext;
  page: Page;
}

/** The whole game over the API: `mistakes` wrong guesses (500 points each), then every group found. */
async function playToday(
  api: ApiCaller,
  player: Player,
  gameDate: string,
  mistakes: number,
): Promise<number> {
  const categories = await todaysCategories();
  const check = (selectedWords: string[]) =>
    api.post('/game/check-selection', { selectedWords, gameDate }, player.token);
  expect((await api.post('/game/session', { gameDate }, player.token)).status).to.be.below(300);
  for (let i = 0; i < mistakes; i++) {
    const [one, other] = [categories[i % 5], categories[(i + 1) % 5]] as [SampleCategory, SampleCategory];
    const wrong = await check([one.words[0], other.words[1], other.words[2]] as string[]);
    expect(wrong.body).to.include({ correct: false });
  }
  let result: GameEnd | null = null;
  for (const category of categories) {
    result = ((await check(category.words)).body as { result: GameEnd | null }).result;
  }
  if (!result) throw new Error(`${player.username}: the last group did not end the game`);
  expect(result.gameStatus).to.equal('won');
  return result.score;
}

// Two players meet in a group: one creates it with a code, the other joins with the code, both play
// today's game, and the group's scoreboard ranks the better score first, in the day and the players views.
describe('E2E | Group scoreboard in Chromium', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  let api: ApiCaller;
  const problems: string[] = [];
  const players: Player[] = [];

  const suffix = Date.now().toString(36).slice(-5);
  const groupName = `Kerho ${suffix}`;
  const groupCode = `K${suffix.slice(-4)}`.toUpperCase();
  let today = '';
  const scores: number[] = [];

  before(async function () {
    const executable = chromiumPath();
    if (!executable) return pendingWithoutInfrastructure(this, 'Chromium');
    await buildWebIfStale();
    server = await startTestServer({ distDir: WEB_DIST });
    browser = await launchChromium(executable);
    api = apiCaller(server.url);
    await mkdir(SCREENSHOTS, { recursive: true });
    for (const username of [`tarkka_${suffix}`, `hatainen_${suffix}`]) {
      const login = await signUp(api, username);
      const context = await browser.newContext({ viewport: PHONE });
      // Signed in from the first script on: the page restores the session as after a reload.
      await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
        key: TOKEN_STORAGE_KEY,
        value: JSON.stringify({ token: login.token, refreshToken: login.refreshToken }),
      });
      const page = await context.newPage();
      watchProblems(page, problems);
      players.push({ username, token: login.token, refreshToken: login.refreshToken, context, page });
    }
    today = ((await api.get('/game/daily', players[0]?.token)).body as { today: string }).today;
  });

  after(async () => {
    await browser?.close();
    await server?.dispose();
  });

  afterEach(async function () {
    const name = this.currentTest?.title.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    for (const [index, player] of players.entries())
      await player.page.screenshot({
        path: path.join(SCREENSHOTS, `group-scoreboard-${index + 1}-${name}.png`),
        fullPage: true,
      });
    const unexpected = problems.splice(0);
    expect(unexpected, 'console errors, page errors or failed requests').to.deep.equal([]);
  });

  const owner = () => players[0] as Player;
  const member = () => players[1] as Player;

  it('given a player on the groups tab, when they create a group with a code, then it is listed as theirs', async () => {
    const { page } = owner();
    await page.goto(`${server.url}/fi/scoreboard/groups`, { waitUntil: 'networkidle' });
    await page.getByLabel(fi.groups.create.name).fill(groupName);
    await page.getByLabel(fi.groups.create.code).fill(groupCode);
    await page.getByRole('button', { name: fi.groups.create.submit }).click();
    await page.getByText(fi.groups.create.done.replace('{{name}}', groupName)).waitFor();
    const card = page.locator('.group-card').filter({ hasText: groupName });
    await card.getByText(fi.groups.ownerBadge).waitFor();
    expect(await card.locator('.group-code').innerText()).to.equal(groupCode);
  });

  it('when another player looks the code up and joins, then the group has two members', async () => {
    const { page } = member();
    await page.goto(`${server.url}/fi/scoreboard/groups`, { waitUntil: 'networkidle' });
    await page.getByText(fi.groups.none).waitFor();
    await page.getByLabel(fi.groups.join.code).fill(groupCode.toLowerCase());
    await page.getByRole('button', { name: fi.groups.join.find }).click();
    await page.getByRole('button', { name: fi.groups.join.join.replace('{{name}}', groupName) }).click();
    await page.getByText(fi.groups.join.done.replace('{{name}}', groupName)).waitFor();
    const card = page.locator('.group-card').filter({ hasText: groupName });
    await card.getByText(fi.groups.memberCount_other.replace('{{count}}', '2')).waitFor();
  });

  it("when both play today's game, the one with mistakes scoring less, then both scores are kept", async () => {
    scores.push(await playToday(api, owner(), today, 0));
    scores.push(await playToday(api, member(), today, 2));
    expect(scores[0]).to.be.above(scores[1] as number);
  });

  it("then the group's day ranks the better score first, gold before silver, each player's own row marked", async () => {
    for (const player of players) {
      const { page } = player;
      await page.goto(`${server.url}/fi/groups/${groupCode}/days`, { waitUntil: 'networkidle' });
      await page.locator('.day-card').first().click();
      await page.waitForURL(`**/groups/${groupCode}/days/${today}`);
      const rows = page.locator('.sb-ranking__row');
      await rows.nth(1).waitFor();
      expect(await rows.locator('.player-name__text').allInnerTexts()).to.deep.equal(
        players.map((p) => p.username),
      );
      const points = await rows.locator('.sb-ranking__points').allInnerTexts();
      const shown = scores.map((score) => new Intl.NumberFormat('fi-FI').format(score));
      expect(points.map((text) => text.replace(/\s/g, ' '))).to.deep.equal(
        shown.map((text) => text.replace(/\s/g, ' ')),
      );
      expect(await rows.nth(0).getAttribute('class')).to.contain('sb-ranking__row--gold');
      expect(await rows.nth(1).getAttribute('class')).to.contain('sb-ranking__row--silver');
      const mine = page.locator('.sb-ranking__row--me');
      expect(await mine.locator('.player-name__text').innerText()).to.equal(player.username);
    }
  });

  it("then the group's players view ranks them the same way, by performance index", async () => {
    const { page } = member();
    await page.goto(`${server.url}/fi/groups/${groupCode}/players`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: groupName }).waitFor();
    const rows = page.locator('.standings tbody tr');
    await rows.nth(1).waitFor();
    expect(await rows.locator('.player-name__text').allInnerTexts()).to.deep.equal(
      players.map((p) => p.username),
    );
    const performance = page.locator('th[aria-sort="descending"]');
    expect(await performance.innerText()).to.contain(fi.scoreboard.columns.performanceIndex);
    expect(await page.locator('.standings__me .player-name__text').innerText()).to.equal(member().username);
  });
});
