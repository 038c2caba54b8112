/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { GAME_PREFERENCES_STORAGE_KEY } from '../../web/src/features/game/model/game-preferences';
import { fi } from '../../web/src/i18n/resources/fi';
import { GUEST_ID_STORAGE_KEY as GUEST_ID_KEY } from '../../web/src/lib/api/guest-id';
import { siteKey } from '../../web/src/lib/api/site-store';

/** The Finnish site's guest id in the origin's shared storage. */
const GUEST_ID_STORAGE_KEY = siteKey(GUEST_ID_KEY, 'fi');
import { DESKTOP, useBrowserSuite } from '../support/browser';
import { puzzleOf, type Puzzle } from '../support/game-api';

interface FocusedCell {
  row: number;
  column: number;
}

/** Where the focus is on the board: a word card's row and column, the switch being the column after the words. */
const focusedCell = (page: Page): Promise<FocusedCell | null> =>
  page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('.word-grid__row'));
    for (const [row, element] of rows.entries()) {
      const cells = Array.from(element.querySelectorAll('.word-card, .switch-button'));
      const column = cells.indexOf(document.activeElement as Element);
      if (column >= 0) return { row, column };
    }
    return null;
  });

const focusedText = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '(nothing)');

/** The visible text fragments of an element (a visually hidden span is 1 px), in document order. */
const visibleFragments = (page: Page, selector: string): Promise<string[][]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const fragments: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement?.getBoundingClientRect();
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (text !== '' && box && box.width > 1 && box.height > 1) fragments.push(text);
      }
      return fragments;
    }),
  );

/** What a button announces: its aria-label, else its text (the buttons here have no other naming). */
const announcedNames = (page: Page, selector: string): Promise<string[]> =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) =>
        (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    );

/** Label in name (WCAG 2.5.3): the name starts with the first thing shown and holds the rest in order. */
function expectNamesMatchWhatIsShown(names: string[], shown: string[][]): void {
  expect(names).to.have.length(shown.length);
  names.forEach((name, i) => {
    const fragments = shown[i] ?? [];
    expect(fragments.length, `button ${i} shows nothing`).to.be.above(0);
    expect(name.startsWith(fragments[0] as string), `"${name}" starts with "${fragments[0]}"`).to.equal(true);
    let from = 0;
    for (const fragment of fragments) {
      const at = name.indexOf(fragment, from);
      expect(at, `"${name}" holds "${fragment}"`).to.be.at.least(0);
      from = at + fragment.length;
    }
  });
}

// A guest's game played with the keyboard alone (Tab, arrows, Space, Enter, Escape), at desktop size where
// keyboard players are; and the clock, which starts only when the player presses Start.
describe('E2E | Game with the keyboard alone', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'game-keyboard', viewport: DESKTOP });
  let puzzle: Puzzle;
  let switchCalls = 0;
  let sessionStarts = 0;

  const guestActiveSession = async (page: Page) => {
    const guestId = await page.evaluate((key) => localStorage.getItem(key) ?? '', GUEST_ID_STORAGE_KEY);
    return suite.api.get('/game/guest/active-session', undefined, { 'X-Guest-ID': guestId });
  };

  const gridWords = (page: Page): Promise<string[][]> =>
    page
      .locator('.word-grid__row')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('.word-card')).map((card) => card.textContent?.trim() ?? ''),
        ),
      );

  /** Arrow keys from the focused cell to a cell: down or up first (every row is as long), then across. */
  async function moveTo(page: Page, target: FocusedCell) {
    const from = await focusedCell(page);
    if (from === null) throw new Error(`the focus is not on the board but on "${await focusedText(page)}"`);
    const vertical = target.row > from.row ? 'ArrowDown' : 'ArrowUp';
    for (let i = 0; i < Math.abs(target.row - from.row); i += 1) await page.keyboard.press(vertical);
    const across = target.column > from.column ? 'ArrowRight' : 'ArrowLeft';
    for (let i = 0; i < Math.abs(target.column - from.column); i += 1) await page.keyboard.press(across);
    expect(await focusedCell(page)).to.deep.equal(target);
  }

  async function pick(page: Page, words: readonly string[]) {
    for (const word of words) {
      const grid = await gridWords(page);
      const row = grid.findIndex((cards) => cards.includes(word));
      await moveTo(page, { row, column: grid[row]?.indexOf(word) ?? -1 });
      await page.keyboard.press('Space');
    }
    expect(await page.locator('.word-card[aria-pressed="true"]').allTextContents()).to.have.members([
      ...words,
    ]);
  }

  /** Presses of a key (Tab, Shift+Tab) until the focused element passes the test; Infinity after 12. */
  async function pressUntil(page: Page, key: string, found: () => Promise<boolean>): Promise<number> {
    for (let stops = 1; stops <= 12; stops += 1) {
      await page.keyboard.press(key);
      if (await found()) return stops;
    }
    return Infinity;
  }

  const tabsToSubmit = (page: Page) =>
    pressUntil(page, 'Tab', async () => (await focusedText(page)).startsWith(fi.game.controls.submit));

  it('given a guest opening the game, when they press Escape on the instructions, then focus is on Start and no clock runs', async () => {
    const { page } = suite;
    const { today } = (await suite.api.get('/game/daily')).body as { today: string };
    puzzle = await puzzleOf(suite.server, today);
    page.on('request', (request) => {
      if (request.url().includes('/game/guest/switch-word')) switchCalls += 1;
      if (request.method() === 'POST' && request.url().endsWith('/game/guest/session')) sessionStarts += 1;
    });
    await suite.open('/fi/game');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The picture's parts announce what they show first (their number), then what they are.
    expectNamesMatchWhatIsShown(
      await announcedNames(page, '.tour__spot'),
      await visibleFragments(page, '.tour__spot'),
    );
    expect(await dialog.innerText()).to.not.contain(fi.game.instructions.clockRunning);
    // The focus starts on the dialog's start button: Enter would begin the game at once.
    expect(await focusedText(page)).to.equal(fi.game.instructions.start);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (start) => document.activeElement?.textContent?.includes(start),
      fi.game.ready.start,
    );
    expect((await guestActiveSession(page)).status).to.equal(404);
  });

  it('given "don\'t show again", when the game opens, then it waits at the Ready step and the server has no session', async () => {
    const { page } = suite;
    await page.evaluate(
      (key) =>
        localStorage.setItem(key, JSON.stringify({ verticalPosition: 'center', hideInstructions: true })),
      GAME_PREFERENCES_STORAGE_KEY,
    );
    sessionStarts = 0;
    await suite.open('/fi/game');
    const start = page.getByRole('button', { name: fi.game.ready.start });
    await start.waitFor();
    // open() waits for the network to go quiet: a start the page made by itself would have been sent.
    await page.waitForLoadState('networkidle');
    expect(sessionStarts, 'starts sent by the page itself').to.equal(0);
    expect(await page.getByRole('dialog').count()).to.equal(0);
    expect((await guestActiveSession(page)).status).to.equal(404);
    expect(await page.locator('.word-card').count()).to.equal(0);
  });

  it('when they press Enter on Start, then the clock starts and the focus is on the first word', async () => {
    const { page } = suite;
    const toStart = await pressUntil(page, 'Tab', async () =>
      (await focusedText(page)).includes(fi.game.ready.start),
    );
    expect(toStart).to.be.below(Infinity);
    await page.keyboard.press('Enter');
    await page.locator('.word-card').first().waitFor();
    expect((await guestActiveSession(page)).status).to.equal(200);
    await page.waitForFunction(() => document.activeElement === document.querySelector('.word-card'));
  });

  it('then the switch buttons announce what they show, and Submit is one or two Tabs from three chosen words', async () => {
    const { page } = suite;
    expectNamesMatchWhatIsShown(
      await announcedNames(page, '.switch-button'),
      await visibleFragments(page, '.switch-button'),
    );
    await pick(page, puzzle.solving(0));
    expect(await tabsToSubmit(page)).to.be.at.most(2);
  });

  it('when an armed switch is followed by a correct Submit, then the switch is disarmed and the focus is on the first word', async () => {
    const { page } = suite;
    // Back to the board (Shift+Tab returns to its one tab stop), then along the first row to its switch.
    await page.keyboard.press('Shift+Tab');
    await moveTo(page, { row: 0, column: 3 });
    await page.keyboard.press('Enter');
    const firstSwitch = page.locator('.switch-button').first();
    expect(await firstSwitch.getAttribute('aria-label')).to.match(
      new RegExp(`^${fi.game.switch.confirmShort}`),
    );
    expect(await tabsToSubmit(page)).to.be.at.most(2);
    // Still armed as Submit is pressed, so it is the correct guess that disarms it, not the 4 s timer.
    expect(await page.locator('.switch-button--armed').count()).to.equal(1);
    await page.keyboard.press('Enter');
    await page.locator('.solved-categories li').first().waitFor();
    await page.waitForFunction(
      () => document.activeElement === document.querySelector('.word-grid .word-card'),
    );
    expect(await page.locator('.word-card').count()).to.equal(12);
    expect(await page.locator('.switch-button--armed').count()).to.equal(0);
    // The next press on a switch only arms it: no word is switched, no points lost.
    await moveTo(page, { row: 0, column: 3 });
    await page.keyboard.press('Enter');
    expect(await firstSwitch.getAttribute('aria-label')).to.match(
      new RegExp(`^${fi.game.switch.confirmShort}`),
    );
    await page.waitForTimeout(300);
    expect(switchCalls).to.equal(0);
  });

  it('when they open the help mid-game, then it says the clock is running, and Escape returns the focus to the help button', async () => {
    const { page } = suite;
    const onHelp = async () =>
      (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === fi.game.bar.help;
    expect(await pressUntil(page, 'Shift+Tab', onHelp)).to.be.below(Infinity);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The armed switch of the step before is disarmed by opening a dialog.
    expect(await page.locator('.switch-button--armed').count()).to.equal(0);
    expect(await dialog.innerText()).to.contain(fi.game.instructions.clockRunning);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (name) => document.activeElement?.getAttribute('aria-label') === name,
      fi.game.bar.help,
    );
  });
});
