/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { signUp } from '../support/api-client';
import { fi } from '../../web/src/i18n/resources/fi';
import { GUEST_ID_STORAGE_KEY as GUEST_ID_KEY } from '../../web/src/lib/api/guest-id';
import { siteKey } from '../../web/src/lib/api/site-store';

/** The Finnish site's guest id in the origin's shared storage. */
const GUEST_ID_STORAGE_KEY = siteKey(GUEST_ID_KEY, 'fi');
import { useBrowserSuite } from '../support/browser';
import { guestPlayer, newGuestId, puzzleOf, registeredPlayer, solveAll } from '../support/game-api';

const PASSWORD = 'Vieras-Peli1';

// DESIGN 5: "Register to keep your results" holds. A guest's game of today is the account's after
// registering or logging in, and counts like a game played signed in; an account that played today keeps
// its own game. The guest's game is played through the API under the browser's own guest id: this suite is
// about what the menu and the scoreboard show after signing in, not about the board.
describe('E2E | A guest keeps their game on signing in, in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'guest-keeps-game', pagePer: 'test' });
  let counter = 0;
  const uniqueName = () => `vieras${++counter}_${Date.now().toString(36).slice(-5)}`;
  const scoreText = (score: number) =>
    fi.game.entry.finalScore.replace('{{score}}', new Intl.NumberFormat('fi').format(score));

  const figure = (page: Page, label: string) =>
    page.locator('.stats__item').filter({ hasText: label }).locator('dd');
  const dayBefore = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  /** Opens the menu as a guest of this browser and wins today's game under that guest id. */
  async function guestWinsToday(page: Page): Promise<{ guestId: string; score: number }> {
    const guestId = newGuestId();
    await suite.open('/fi/');
    await page.evaluate(({ key, id }) => localStorage.setItem(key, id), {
      key: GUEST_ID_STORAGE_KEY,
      id: guestId,
    });
    const { today } = (await suite.api.get('/game/daily')).body as { today: string };
    const last = await solveAll(guestPlayer(suite.api, guestId), await puzzleOf(suite.server, today));
    expect(last.body.result).to.include({ gameStatus: 'won' });
    await suite.open('/fi/');
    await page.getByRole('link', { name: new RegExp(fi.game.entry.showResult) }).waitFor();
    return { guestId, score: last.body.result.score as number };
  }

  async function register(page: Page, username: string): Promise<void> {
    await page.getByRole('tab', { name: fi.auth.panel.registerTab }).click();
    await page.getByLabel(fi.auth.register.username, { exact: true }).fill(username);
    await page.getByLabel(fi.auth.register.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(fi.auth.register.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: fi.auth.register.submit }).click();
  }

  async function logIn(page: Page, username: string, password: string): Promise<void> {
    await page.getByRole('tab', { name: fi.auth.panel.loginTab }).click();
    await page.getByLabel(fi.auth.login.username).fill(username);
    await page.getByLabel(fi.auth.login.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: fi.auth.login.submit }).click();
  }

  /** The signed-in menu: one game played, today done with `score`, and the player on today's scoreboard. */
  async function expectOneGameCounted(page: Page, username: string, score: number): Promise<void> {
    const welcome = page.getByRole('heading', { level: 1, name: new RegExp(username) });
    await welcome.waitFor();
    // An account made minutes ago is greeted as new, not "welcome back", yet knows the game was played.
    expect(await welcome.innerText()).to.equal(fi.menu.welcomeNew.replace('{{username}}', username));
    expect(await page.locator('.hero__pitch').innerText()).to.not.equal(fi.menu.firstGame);
    expect(await figure(page, fi.menu.stats.games).innerText()).to.equal('1');
    const todayButton = page.getByRole('button', { name: new RegExp(fi.game.entry.playedToday) });
    expect(await todayButton.innerText()).to.contain(scoreText(score));
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_ID_STORAGE_KEY)).to.equal(null);

    const { today } = (await suite.api.get('/game/daily')).body as { today: string };
    await suite.open(`/fi/scoreboard/days/${today}`);
    await page.getByText(username, { exact: true }).first().waitFor();
  }

  it('given a guest who won today, when they register from the menu, then the game counts for the new account', async () => {
    const { page } = suite;
    const { score } = await guestWinsToday(page);
    const username = uniqueName();

    await register(page, username);

    await expectOneGameCounted(page, username, score);
  });

  it('given a guest who won today, when they log in to an account that has not played today, then the game counts for it', async () => {
    const { page } = suite;
    const username = uniqueName();
    await signUp(suite.api, username, PASSWORD);
    const { score } = await guestWinsToday(page);

    await logIn(page, username, PASSWORD);

    await expectOneGameCounted(page, username, score);
  });

  it("given an account that forfeited today, when a guest who won today and yesterday logs in, then today stays the account's and yesterday is added", async () => {
    const { page } = suite;
    const username = uniqueName();
    const player = await registeredPlayer(suite.api, username);
    const { today } = (await suite.api.get('/game/daily')).body as { today: string };
    expect((await player.start(today)).status).to.equal(200);
    expect((await player.forfeit(today)).status).to.equal(200);
    const { guestId } = await guestWinsToday(page);
    await solveAll(guestPlayer(suite.api, guestId), await puzzleOf(suite.server, dayBefore(today)));

    await logIn(page, username, 'Salainen1!');

    await page.getByRole('heading', { level: 1, name: new RegExp(username) }).waitFor();
    expect(await figure(page, fi.menu.stats.games).innerText()).to.equal('2');
    const todayButton = page.getByRole('button', { name: new RegExp(fi.game.entry.playedToday) });
    expect(await todayButton.innerText()).to.contain(scoreText(0));
    expect(await figure(page, fi.menu.stats.winRate).innerText()).to.match(/^50\s?%$/);
  });
});
