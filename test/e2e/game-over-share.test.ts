/// <reference lib="dom" />
import { expect } from 'chai';
import type { Response } from 'playwright-core';
import type { CheckSelectionResponse, GameResult, SwitchWordResponse } from '../../contracts/game.codec';
import { fi } from '../../web/src/i18n/resources/fi';
import { answerShown } from '../support/board';
import { useBrowserSuite } from '../support/browser';
import { FakeClock } from '../support/fake-clock';
import { puzzleOf, type Puzzle } from '../support/game-api';

// The share squares by category position, as players know them from the board's colours.
const SQUARES = ['🟨', '🟩', '🟦', '🟪', '🟧'];
// The server starts on 16 June (its sample games reach 15 days back), then plays 15 June: 16 June's
// puzzle is there when the countdown to it runs out. Helsinki is UTC+3 in June.
const SERVER_START = '2026-06-16T09:00:00Z';
const PLAYED_AT = '2026-06-15T15:47:30Z'; // 18:47:30 in Helsinki: 5:12:30 to midnight
const MIDNIGHT = '2026-06-15T21:00:00Z';
const TODAY = '2026-06-15';
const TOMORROW = '2026-06-16';

const answerOf = async <T>(response: Promise<Response>): Promise<T> => (await (await response).json()) as T;
const gameCall = (name: string) => (response: Response) =>
  response.url().includes(`/api/game/guest/${name}`) && response.request().method() === 'POST';
const secondsOf = (shown: string): number => {
  const [hours, minutes, seconds] = shown.split(':').map(Number) as [number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
};

// A guest plays a day's game to the end on a server whose clock is not the device's: the game-over view
// counts down to the instance's midnight by the server's clock, and shares a row of squares per guess.
describe('E2E | Game over: the next puzzle and the shared result, in Chromium', function () {
  this.timeout(120_000);
  const clock = new FakeClock(SERVER_START);
  const suite = useBrowserSuite({ name: 'game-over-share', clock });

  const card = (word: string) =>
    suite.page.locator('.word-card').filter({ hasText: new RegExp(`^${word}$`) });
  const submit = () => suite.page.getByRole('button', { name: new RegExp(`^${fi.game.controls.submit}`) });
  const countdown = () => suite.page.locator('.next-puzzle__time');
  /** The time left in words, for screen readers: a timer, read when reached, never interrupting. */
  const spokenTime = () => suite.page.locator('.next-puzzle [role="timer"]');
  const announcement = () => suite.page.locator('.next-puzzle [aria-live="polite"]');

  async function guess(words: readonly string[]): Promise<CheckSelectionResponse> {
    const clear = suite.page.getByRole('button', { name: fi.game.controls.clear });
    if (await clear.isEnabled()) await clear.click();
    for (const word of words) await card(word).click();
    const answer = suite.page.waitForResponse(gameCall('check-selection'));
    await submit().click();
    const body = await answerOf<CheckSelectionResponse>(answer);
    await answerShown(suite.page);
    return body;
  }

  let puzzle: Puzzle;
  let final: GameResult;
  /** Each guess's words, in the order tried. */
  const guesses: string[][] = [];
  let switchedGroup = -1;

  it('given a guest playing 15 June at 18:47:30 Helsinki time, when they miss twice, switch and find every group, then the game is won', async () => {
    const { page } = suite;
    clock.set(PLAYED_AT);
    puzzle = await puzzleOf(suite.server, TODAY);
    await suite.open('/fi/');
    await page.getByRole('link', { name: fi.menu.play, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).click();
    await page.getByRole('group', { name: fi.game.board.label }).waitFor();

    for (const words of [puzzle.oneAway(0), puzzle.wrong(4)]) {
      guesses.push(words);
      expect((await guess(words)).correct).to.equal(false);
    }
    const switchButton = page.locator('.switch-button').first();
    await switchButton.click();
    const switchAnswer = page.waitForResponse(gameCall('switch-word'));
    await switchButton.click();
    const swap = await answerOf<SwitchWordResponse>(switchAnswer);
    switchedGroup = puzzle.categoryOf(swap.oldWord);
    await card(swap.newWord).waitFor();
    let last: CheckSelectionResponse | null = null;
    for (const position of [3, 0, 4, 1, 2]) {
      const words = puzzle.solving(position, [swap]);
      guesses.push(words);
      last = await guess(words);
      expect(last.correct, puzzle.name(position)).to.equal(true);
    }
    if (!last?.result) throw new Error('the fifth group did not end the game');
    final = last.result;
    expect(final).to.include({
      gameStatus: 'won',
      mistakes: 2,
      switchedCards: 1,
      serverTime: '2026-06-15T15:47:30.000Z',
    });
    await page.getByRole('heading', { level: 2, name: fi.game.over.won }).waitFor();
  });

  it("then the next puzzle is counted down to Helsinki's midnight by the server's clock, ticking each second", async () => {
    const { page } = suite;
    // The server's clock stands still; the device's (months away) only counts the seconds since the answer.
    const toMidnight = (Date.parse(MIDNIGHT) - Date.parse(PLAYED_AT)) / 1000;
    const first = secondsOf(await countdown().innerText());
    expect(first).to.be.within(toMidnight - 30, toMidnight);
    expect(await countdown().innerText()).to.match(/^5:12:\d{2}$/);
    expect(await page.locator('.next-puzzle__label').innerText()).to.equal(fi.game.over.nextIn);
    const spoken = await spokenTime().innerText();
    expect(spoken).to.equal('Seuraavaan peliin on 5 tuntia ja 12 minuuttia.');
    // Nothing is announced while it counts: the polite region waits for the puzzle to be out.
    expect(await announcement().innerText()).to.equal('');

    await page.waitForFunction(
      ({ selector, before }) => document.querySelector(selector)?.textContent !== before,
      { selector: '.next-puzzle__time', before: await countdown().innerText() },
    );
    expect(secondsOf(await countdown().innerText())).to.be.below(first + 1);
    // The ticking digits are not read out; the words change with the minute only.
    expect(await countdown().locator('xpath=..').getAttribute('aria-hidden')).to.equal('true');
    expect(await spokenTime().innerText()).to.equal(spoken);
  });

  it('when they share, then the copied text has the headline, a row per guess in order in its groups’ colours, and the link, and no word', async () => {
    const { page } = suite;
    // No share sheet: the result is copied to the clipboard.
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await page.getByRole('button', { name: fi.game.share.button }).click();
    await page.getByRole('button', { name: fi.game.share.copied }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());

    const score = new Intl.NumberFormat('fi').format(final.score);
    const rows = guesses.map((words) => {
      const groups = words.map((word) => puzzle.categoryOf(word)).sort();
      const row = groups.map((group) => SQUARES[group]).join('');
      return groups.every((group) => group === switchedGroup) ? `${row} 🔄` : row;
    });
    const link = `${suite.server.url}/fi/`;
    const lines = copied.split('\n');
    expect(lines).to.deep.equal([
      `Sanaryhmät #${final.sequenceNumber} · ${score} p · 2 virhettä · 1 vaihto`,
      ...rows,
      link,
    ]);
    // The misses mix colours; the finds are three of a kind, in the order they were found.
    expect(rows.slice(2).map((row) => row.slice(0, 2))).to.deep.equal([3, 0, 4, 1, 2].map((p) => SQUARES[p]));
    const tokens = new Set(copied.toLowerCase().split(/[\s·#:/.]+/u));
    for (const category of puzzle.game.categories) {
      expect(copied).to.not.contain(category.name);
      for (const word of [...category.words, category.extraWord]) {
        expect(tokens.has(word.toLowerCase()), word).to.equal(false);
      }
    }
    // The panel shows what was shared.
    expect(await page.locator('.share-panel__rows > span').allInnerTexts()).to.deep.equal(rows);
    expect(await page.locator('.share-panel__link').innerText()).to.equal(link);
  });

  it('given the page seen again 4 s before midnight, when the countdown runs out, then the new puzzle is offered and opens', async () => {
    const { page } = suite;
    clock.set('2026-06-15T20:59:56Z');
    await page.reload({ waitUntil: 'networkidle' });
    expect(secondsOf(await countdown().innerText())).to.be.within(1, 4);
    const play = page.getByRole('link', { name: fi.game.over.playNext });
    await play.waitFor({ timeout: 10_000 });
    expect(await announcement().innerText()).to.equal(fi.game.over.nextReady);
    expect(await countdown().count()).to.equal(0);

    clock.set('2026-06-15T21:00:05Z');
    await play.click();
    await page.waitForURL((url) => url.searchParams.get('date') === TOMORROW);
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).waitFor();
  });

  it("given the finished game opened again the next day, then nothing is counted down: today's puzzle is offered", async () => {
    const { page } = suite;
    clock.set('2026-06-16T06:00:00Z');
    await suite.open(`/fi/game?date=${TODAY}`);
    const play = page.getByRole('link', { name: fi.game.over.playToday });
    await play.waitFor();
    expect(await page.locator('.next-puzzle__ready').innerText()).to.equal(fi.game.over.todayReady);
    expect(await countdown().count()).to.equal(0);
    expect(await play.getAttribute('href')).to.equal(`/fi/game?date=${TOMORROW}`);
  });
});
