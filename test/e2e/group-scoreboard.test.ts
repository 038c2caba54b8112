/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { fi } from '../../web/src/i18n/resources/fi';
import { signUp, type ApiCaller } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';
import { puzzleOf, type Puzzle } from '../support/game-api';

interface GameEnd {
  score: number;
  gameStatus: string;
}

interface Player {
  username: string;
  token: string;
  page: Page;
}

/** The whole game over the API: `mistakes` wrong guesses (500 points each), then every group found. */
async function playToday(api: ApiCaller, player: Player, puzzle: Puzzle, mistakes: number): Promise<number> {
  const gameDate = puzzle.date;
  const check = (selectedWords: string[]) =>
    api.post('/game/check-selection', { selectedWords, gameDate }, player.token);
  expect((await api.post('/game/session', { gameDate }, player.token)).status).to.be.below(300);
  for (let i = 0; i < mistakes; i++) {
    const wrong = await check(puzzle.wrong(i));
    expect(wrong.body).to.include({ correct: false });
  }
  let result: GameEnd | null = null;
  for (const position of [0, 1, 2, 3, 4]) {
    result = ((await check(puzzle.solving(position))).body as { result: GameEnd | null }).result;
  }
  if (!result) throw new Error(`${player.username}: the last group did not end the game`);
  expect(result.gameStatus).to.equal('won');
  return result.score;
}

// Two players meet in a group: one creates it with a code, the other joins with the code, both play
// today's game, and the group's scoreboard ranks the better score first, in the day and the players views.
describe('E2E | Group scoreboard in Chromium', function () {
  this.timeout(120_000);
  // Each player's page is screenshotted as group-scoreboard-1-... and group-scoreboard-2-...
  const suite = useBrowserSuite({ name: 'group-scoreboard', pagePer: 'none' });
  const players: Player[] = [];

  const suffix = Date.now().toString(36).slice(-5);
  const groupName = `Kerho ${suffix}`;
  const groupCode = `K${suffix.slice(-4)}`.toUpperCase();
  let puzzle: Puzzle;
  const scores: number[] = [];

  before(async () => {
    for (const username of [`tarkka_${suffix}`, `hatainen_${suffix}`]) {
      const login = await signUp(suite.api, username);
      const page = await suite.newPage({ signedInAs: login });
      players.push({ username, token: login.token, page });
    }
    const { today } = (await suite.api.get('/game/daily', players[0]?.token)).body as { today: string };
    puzzle = await puzzleOf(suite.server, today);
  });

  const owner = () => players[0] as Player;
  const member = () => players[1] as Player;

  it('given a player on the groups tab, when they create a group with a code, then it is listed as theirs', async () => {
    const { page } = owner();
    await suite.open('/fi/scoreboard/groups', page);
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
    await suite.open('/fi/scoreboard/groups', page);
    await page.getByText(fi.groups.none).waitFor();
    await page.getByLabel(fi.groups.join.code).fill(groupCode.toLowerCase());
    await page.getByRole('button', { name: fi.groups.join.find }).click();
    await page.getByRole('button', { name: fi.groups.join.join.replace('{{name}}', groupName) }).click();
    await page.getByText(fi.groups.join.done.replace('{{name}}', groupName)).waitFor();
    const card = page.locator('.group-card').filter({ hasText: groupName });
    await card.getByText(fi.groups.memberCount_other.replace('{{count}}', '2')).waitFor();
  });

  it("when both play today's game, the one with mistakes scoring less, then both scores are kept", async () => {
    scores.push(await playToday(suite.api, owner(), puzzle, 0));
    scores.push(await playToday(suite.api, member(), puzzle, 2));
    expect(scores[0]).to.be.above(scores[1] as number);
  });

  it("then the group's day ranks the better score first, gold before silver, each player's own row marked", async () => {
    for (const player of players) {
      const { page } = player;
      await suite.open(`/fi/groups/${groupCode}/days`, page);
      await page.locator('.day-card').first().click();
      await page.waitForURL(`**/groups/${groupCode}/days/${puzzle.date}`);
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
    await suite.open(`/fi/groups/${groupCode}/players`, page);
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
