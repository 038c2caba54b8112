/// <reference lib="dom" />
import { expect } from 'chai';
import type { Response } from 'playwright-core';
import type { CheckSelectionResponse, GameResult, SwitchWordResponse } from '../../contracts/game.codec';
import { fi } from '../../web/src/i18n/resources/fi';
import { GUEST_ID_STORAGE_KEY as GUEST_ID_KEY } from '../../web/src/lib/api/guest-id';
import { siteKey } from '../../web/src/lib/api/site-store';

/** The Finnish site's guest id in the origin's shared storage. */
const GUEST_ID_STORAGE_KEY = siteKey(GUEST_ID_KEY, 'fi');
import { answerShown } from '../support/board';
import { useBrowserSuite } from '../support/browser';
import { puzzleOf, type Puzzle } from '../support/game-api';

const POSITIONS = [0, 1, 2, 3, 4];

const answerOf = async <T>(response: Promise<Response>): Promise<T> => (await (await response).json()) as T;
const gameCall = (name: string) => (response: Response) =>
  response.url().includes(`/api/game/guest/${name}`) && response.request().method() === 'POST';

// A guest's whole game at phone size: one wrong guess, one switch, every group found, the server's score shown.
describe('E2E | Game in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'game' });

  const card = (word: string) =>
    suite.page.locator('.word-card').filter({ hasText: new RegExp(`^${word}$`) });
  const submit = () => suite.page.getByRole('button', { name: new RegExp(`^${fi.game.controls.submit}`) });

  async function select(words: readonly string[]) {
    const clear = suite.page.getByRole('button', { name: fi.game.controls.clear });
    if (await clear.isEnabled()) await clear.click();
    for (const word of words) await card(word).click();
  }

  async function guess(words: readonly string[]): Promise<CheckSelectionResponse> {
    await select(words);
    const answer = suite.page.waitForResponse(gameCall('check-selection'));
    await submit().click();
    const body = await answerOf<CheckSelectionResponse>(answer);
    await answerShown(suite.page);
    return body;
  }

  let puzzle: Puzzle;
  let final: GameResult;
  let swap = { oldWord: '', newWord: '' };

  it('given a guest on the menu, when they press Play and close the instructions, then the board shows 15 words', async () => {
    const { page } = suite;
    // Today's puzzle as the server stores it: the sample games it seeds on first start.
    const { today } = (await suite.api.get('/game/daily')).body as { today: string };
    puzzle = await puzzleOf(suite.server, today);
    await suite.open('/fi/');
    await page.getByRole('link', { name: fi.menu.play, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).click();
    await page.getByRole('group', { name: fi.game.board.label }).waitFor();
    expect(await page.locator('.word-card').count()).to.equal(15);
  });

  it('when they guess two words of one group and one of another, then it costs one mistake and says one away', async () => {
    const { page } = suite;
    const answer = await guess(puzzle.oneAway(0));
    expect(answer).to.include({ correct: false, oneAway: true });
    expect(answer.session.mistakes).to.equal(1);
    await page
      .getByRole('status')
      .filter({ hasText: fi.game.feedback.oneAway.split('!')[0] })
      .waitFor();
  });

  it('when they switch a word of the first row (pressing twice to confirm), then the extra word takes its place', async () => {
    const { page } = suite;
    const switchButton = page.locator('.switch-button').first();
    await switchButton.click();
    expect(await switchButton.getAttribute('aria-label')).to.contain('Vahvista');
    const answer = page.waitForResponse(gameCall('switch-word'));
    await switchButton.click();
    const switched = await answerOf<SwitchWordResponse>(answer);
    // The switched group is now solved by its two remaining words and its extra word.
    const group = puzzle.categoryOf(switched.oldWord);
    if (group < 0) throw new Error(`no group holds ${switched.oldWord}`);
    expect(switched.newWord).to.equal(puzzle.extraWord(group));
    swap = { oldWord: switched.oldWord, newWord: switched.newWord };
    await card(puzzle.extraWord(group)).waitFor();
  });

  it('when they find all five groups, then the game is won and shows the score the server computed', async () => {
    const { page } = suite;
    let last: CheckSelectionResponse | null = null;
    for (const position of POSITIONS) {
      last = await guess(puzzle.solving(position, [swap]));
      expect(last.correct, puzzle.name(position)).to.equal(true);
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
    const { page } = suite;
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
    expect(revealed).to.deep.equal(POSITIONS.map((position) => puzzle.name(position)));
    // The switched group names the swap itself, old word to new.
    const shownSwap = fi.game.categories.switched
      .replace('{{oldWord}}', swap.oldWord)
      .replace('{{newWord}}', swap.newWord);
    await page.locator('.revealed .category-row__extra').filter({ hasText: shownSwap }).waitFor();
  });
});
