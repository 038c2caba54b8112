/// <reference lib="dom" />
import { readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser, Page, Response } from 'playwright-core';
import type { CheckSelectionResponse, GameResult, SwitchWordResponse } from '../../contracts/game.codec';
import { fi } from '../../web/src/i18n/resources/fi';
import { GUEST_ID_STORAGE_KEY } from '../../web/src/lib/api/guest-id';
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
  name: string;
  words: string[];
  extraWord: string;
}

/** Today's Finnish sample puzzle: the server seeds it on first start (dayOffset 0 is today). */
async function todaysPuzzle(): Promise<SampleCategory[]> {
  const file = JSON.parse(await readFile(path.resolve('content', 'sample-games', 'fi.json'), 'utf8')) as {
    games: { dayOffset: number; categories: SampleCategory[] }[];
  };
  const today = file.games.find((game) => game.dayOffset === 0);
  if (!today) throw new Error('fi.json has no game for day offset 0');
  return today.categories;
}

const answerOf = async <T>(response: Promise<Response>): Promise<T> => (await (await response).json()) as T;
const gameCall = (name: string) => (response: Response) =>
  response.url().includes(`/api/game/guest/${name}`) && response.request().method() === 'POST';

// A guest's whole game at phone size: one wrong guess, one switch, every group found, the server's score shown.
describe('E2E | Game in Chromium', function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  before(async function () {
    const executable = chromiumPath();
    if (!executable) return pendingWithoutInfrastructure(this, 'Chromium');
    await buildWebIfStale();
    server = await startTestServer({ distDir: WEB_DIST });
    browser = await launchChromium(executable);
    page = await (await browser.newContext({ viewport: PHONE })).newPage();
    watchProblems(page, problems);
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await server?.dispose();
  });

  afterEach(async function () {
    const name = this.currentTest?.title.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    await page?.screenshot({ path: path.join(SCREENSHOTS, `game-${name}.png`), fullPage: true });
    const unexpected = problems.splice(0);
    expect(unexpected, 'console errors or page errors').to.deep.equal([]);
  });

  const card = (word: string) => page.locator('.word-card').filter({ hasText: new RegExp(`^${word}$`) });
  const submit = () => page.getByRole('button', { name: new RegExp(`^${fi.game.controls.submit}`) });

  async function select(words: readonly string[]) {
    const clear = page.getByRole('button', { name: fi.game.controls.clear });
    if (await clear.isEnabled()) await clear.click();
    for (const word of words) await card(word).click();
  }

  async function guess(words: readonly string[]): Promise<CheckSelectionResponse> {
    await select(words);
    const answer = page.waitForResponse(gameCall('check-selection'));
    await submit().click();
    return answerOf<CheckSelectionResponse>(answer);
  }

  let categories: SampleCategory[];
  let final: GameResult;
  let swap = { oldWord: '', newWord: '' };

  it('given a guest on the menu, when they press Play and close the instructions, then the board shows 15 words', async () => {
    categories = await todaysPuzzle();
    await page.goto(`${server.url}/fi/`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: fi.menu.play, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).click();
    await page.getByRole('group', { name: fi.game.board.label }).waitFor();
    expect(await page.locator('.word-card').count()).to.equal(15);
  });

  it('when they guess two words of one group and one of another, then it costs one mistake and says one away', async () => {
    const [first, second] = categories as [SampleCategory, SampleCategory];
    const answer = await guess([first.words[0], first.words[1], second.words[0]] as string[]);
    expect(answer).to.include({ correct: false, oneAway: true });
    expect(answer.session.mistakes).to.equal(1);
    await page
      .getByRole('status')
      .filter({ hasText: fi.game.feedback.oneAway.split('!')[0] })
      .waitFor();
  });

  it('when they switch a word of the first row (pressing twice to confirm), then the extra word takes its place', async () => {
    const switchButton = page.locator('.switch-button').first();
    await switchButton.click();
    expect(await switchButton.getAttribute('aria-label')).to.contain('Vahvista');
    const answer = page.waitForResponse(gameCall('switch-word'));
    await switchButton.click();
    const switched = await answerOf<SwitchWordResponse>(answer);
    // The switched group is now solved by its two remaining words and its extra word.
    const group = categories.find((category) => category.words.includes(switched.oldWord));
    if (!group) throw new Error(`no group holds ${switched.oldWord}`);
    expect(switched.newWord).to.equal(group.extraWord);
    swap = { oldWord: switched.oldWord, newWord: switched.newWord };
    group.words = group.words.map((word) => (word === switched.oldWord ? group.extraWord : word));
    await card(group.extraWord).waitFor();
  });

  it('when they find all five groups, then the game is won and shows the score the server computed', async () => {
    let last: CheckSelectionResponse | null = null;
    for (const category of categories) {
      last = await guess(category.words);
      expect(last.correct, category.name).to.equal(true);
    }
    if (!last?.result) throw new Error('the fifth group did not end the game');
    final = last.result;
    expect(final).to.include({ gameStatus: 'won', mistakes: 1, switchedCards: 1, forfeit: false });

    const score = new Intl.NumberFormat('fi').format(final.score);
    const hero = page.getByRole('heading', { level: 2, name: fi.game.over.won });
    await hero.waitFor();
    expect(await page.locator('.result-hero__score').innerText()).to.equal(`${score} pistettä`);
    const [shownScore, time, mistakes, switches] = await page
      .locator('.results-panel__figure dd')
      .allInnerTexts();
    expect([shownScore, mistakes, switches]).to.deep.equal([score, '1', '1']);
    expect(time).to.match(/^\d+:\d{2}$/);
  });

  it('then the result the server keeps for the guest is the one on screen, with every group revealed', async () => {
    const stored = await page.evaluate(
      async ({ date, key }) => {
        const answer = await fetch(`/fi/api/game/guest/game-results/${date}`, {
          headers: { 'X-Guest-ID': localStorage.getItem(key) ?? '' },
        });
        return (await answer.json()) as { score: number; mistakes: number; switchedCards: number };
      },
      { date: final.gameDate, key: GUEST_ID_STORAGE_KEY },
    );
    expect(stored).to.include({ score: final.score, mistakes: 1, switchedCards: 1 });
    const revealed = await page
      .locator('.revealed .category-row__name > span:first-of-type')
      .allTextContents();
    expect(revealed).to.deep.equal(categories.map((category) => category.name));
    // The switched group names the swap itself, old word to new.
    const shownSwap = fi.game.categories.switched
      .replace('{{oldWord}}', swap.oldWord)
      .replace('{{newWord}}', swap.newWord);
    await page.locator('.revealed .category-row__extra').filter({ hasText: shownSwap }).waitFor();
  });
});
