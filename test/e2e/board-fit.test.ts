/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { apiCaller } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';
import { puzzleOf } from '../support/game-api';

// The longest words of the sample games and the example, put on the board in place of today's words
// (only what the browser shows changes; nothing is sent back with them).
const LONG_WORDS = [
  'karjalankarhukoira',
  'Pääsiäisperinteet',
  'lumiukkokilpailu',
  'itsenäisyyspäivä',
  'Tuiki tuiki tähtönen',
  'marraskuu',
  'saippuakauppias',
];

const LANGUAGES = { fi, en } as const;
const WIDTHS = [320, 360, 390, 1280];

/** Each card whose text is wider than the card, or whose word's letters sit on more than one line. */
function misfits(page: Page): Promise<string[]> {
  return page.locator('.word-card').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const text = card.querySelector('.word-card__text');
      const node = text?.firstChild;
      if (!text || !node?.textContent) return [`${card.textContent}: no text`];
      const content = card.getBoundingClientRect();
      const box = text.getBoundingClientRect();
      if (box.left < content.left - 0.5 || box.right > content.right + 0.5)
        return [`${node.textContent}: overflows`];
      // Every letter of a word must share the first letter's line: a break inside a word moves one down.
      const tops: number[] = [];
      const range = document.createRange();
      let wordTop: number | null = null;
      for (let i = 0; i < node.textContent.length; i++) {
        if (/\s/.test(node.textContent[i]!)) {
          wordTop = null;
          continue;
        }
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        wordTop ??= top;
        if (Math.abs(top - wordTop) > 2) tops.push(i);
      }
      return tops.length > 0 ? [`${node.textContent}: breaks inside a word`] : [];
    }),
  );
}

type Box = { x: number; y: number; width: number; height: number };

const overlap = (one: Box, other: Box): boolean => {
  const apartAcross = one.x + one.width <= other.x || other.x + other.width <= one.x;
  const apartDown = one.y + one.height <= other.y || other.y + other.height <= one.y;
  return !apartAcross && !apartDown;
};

/**
 * Whether the game's toast and the first element matching the selector overlap on the screen, with the page at
 * its top (scrolled, the sticky bar itself covers what passes under it). The toast must also stay within the
 * bar and leave every one of the bar's buttons uncovered.
 */
async function toastCovers(page: Page, selector: string): Promise<boolean> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const toast = await page.locator('.app-toast--game').boundingBox();
  const bar = await page.locator('.game-bar').boundingBox();
  if (!bar || !toast) throw new Error('no bar or no toast on the page');
  expect(toast.y + toast.height, 'the toast reaches below the bar').to.be.at.most(bar.y + bar.height + 0.5);
  const controls = page.locator('.game-bar').locator('a, button');
  expect(await controls.count(), "the bar's buttons").to.be.at.least(2);
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box) throw new Error("a bar's button has no box");
    expect(overlap(toast, box), `the toast covers ${await control.getAttribute('aria-label')}`).to.equal(
      false,
    );
  }
  const other = await page.locator(selector).first().boundingBox();
  if (!other) throw new Error(`no ${selector} on the page`);
  return overlap(toast, other);
}

describe('E2E | Board: long words fit their cards and toasts cover nothing essential', function () {
  this.timeout(240_000);
  const suite = useBrowserSuite({ name: 'board-fit', pagePer: 'none' });

  async function boardWithLongWords(slug: 'fi' | 'en', width: number, dark: boolean): Promise<Page> {
    const page = await suite.newPage({ viewport: { width, height: width > 1000 ? 800 : 640 } });
    await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
    // The site's own today: the sites' time zones differ, and so do their dates for hours of every day.
    const { today } = (await apiCaller(suite.server.url, slug).get('/game/daily')).body as { today: string };
    const puzzle = await puzzleOf(suite.server, today, slug);
    const swaps = [0, 1, 2, 3, 4].map((position, i) => [puzzle.words(position)[0]!, LONG_WORDS[i]!]);
    swaps.push([puzzle.words(0)[1]!, LONG_WORDS[5]!], [puzzle.words(1)[1]!, LONG_WORDS[6]!]);
    await page.route(/\/api\/game\//, async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      for (const [from, to] of swaps) body = body.replaceAll(JSON.stringify(from), JSON.stringify(to));
      await route.fulfill({ response, body });
    });
    const texts = LANGUAGES[slug];
    await suite.open(`/${slug}/game`, page);
    await page.getByRole('dialog').getByRole('button', { name: texts.game.instructions.start }).click();
    await page.getByRole('group', { name: texts.game.board.label }).waitFor();
    return page;
  }

  for (const width of WIDTHS) {
    for (const slug of ['fi', 'en'] as const) {
      const dark = width === 360 || width === 1280;
      it(`given ${width} px (${slug}, ${dark ? 'dark' : 'light'}), then every word fits its card unbroken and a toast leaves the score and the bar's buttons in view`, async () => {
        const page = await boardWithLongWords(slug, width, dark);
        expect(await page.locator('.word-card').allInnerTexts()).to.include.members(LONG_WORDS);
        expect(await misfits(page)).to.deep.equal([]);
        await page.getByRole('button', { name: LANGUAGES[slug].game.controls.shuffle }).click();
        await page.locator('.app-toast--game').waitFor();
        expect(await toastCovers(page, '.score-panel'), 'the toast covers the score panel').to.equal(false);
      });
    }
  }

  it('given 360 px, when the player forfeits, then the toast leaves the game-over hero in view', async () => {
    const page = await boardWithLongWords('fi', 360, false);
    await page.getByRole('button', { name: fi.game.controls.forfeit, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: fi.game.forfeit.yes }).click();
    await page.locator('.result-hero').waitFor();
    await page.locator('.app-toast--game').waitFor();
    expect(await toastCovers(page, '.result-hero'), 'the toast covers the game-over hero').to.equal(false);
  });
});
