/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { CheckSelectionResponse, SwitchWordResponse } from '../../contracts/game.codec';
import { fi } from '../../web/src/i18n/resources/fi';
import {
  SHOWS_WITHIN_MS,
  answerOf,
  gameCall,
  escape,
  shownWords,
  motionWhen,
  lookWhen,
  motionWithin,
  targets,
  boardLog,
  startBoardLog,
} from '../support/board-motion';
import { useBrowserSuite } from '../support/browser';
import { puzzleOf, type Puzzle } from '../support/game-api';

/** A small phone: the board with a few solved rows is taller than the screen, so the page scrolls. */
const SMALL_PHONE = { width: 360, height: 640 } as const;
const WIDE = { width: 1280, height: 800 } as const;
// The board's feedback at a glance (issue 15): a guest plays today's game twice side by side, on a page
// with motion and on one that asks for reduced motion (`prefers-reduced-motion: reduce`). Both must show
// the same information; only the first may move. Each step acts on both pages before it checks either, so
// a missing feature fails its own step and leaves both games where the next step expects them.
describe('E2E | Game feel: feedback that reads at a glance', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'game-feel', viewport: SMALL_PHONE });
  let puzzle: Puzzle;
  let still: Page;
  /** The page's own number format (the browser's ICU): 1 000 with a no-break space in Finnish. */
  let points: (value: number) => Promise<string>;
  const swaps = new Map<Page, { oldWord: string; newWord: string }>();
  const pages = () => [
    { page: suite.page, reduced: false },
    { page: still, reduced: true },
  ];

  before(async () => {
    still = await suite.newPage();
    await still.emulateMedia({ reducedMotion: 'reduce' });
    points = (value) => still.evaluate((value) => new Intl.NumberFormat('fi').format(value), value);
  });

  const card = (page: Page, word: string) =>
    page.locator('.word-card').filter({ hasText: new RegExp(`^${escape(word)}$`) });
  const submit = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${fi.game.controls.submit}`) });

  async function guess(page: Page, words: readonly string[]): Promise<CheckSelectionResponse> {
    const picked = page.locator('.word-grid .word-card[aria-pressed="true"]');
    while ((await picked.count()) > 0) await picked.first().click();
    for (const word of words) await card(page, word).click();
    const answer = page.waitForResponse(gameCall('check-selection'));
    await submit(page).click();
    return answerOf<CheckSelectionResponse>(answer);
  }

  /** A wrong guess on a page and what the board showed for it, as the page itself noted frame by frame. */
  async function wrongGuess(page: Page, reduced: boolean, words: readonly string[]) {
    await startBoardLog(page);
    const answer = await guess(page, words);
    const cost = `−${await points(500)}`;
    const { badges, motion, losses, statuses, toasts } = await boardLog(page);
    const shownLoss = losses.find((loss) => loss.text === cost);
    return {
      page,
      reduced,
      answer,
      motion,
      badges,
      toastClasses: toasts.at(-1)?.className.split(' ') ?? [],
      status: statuses.at(-1),
      loss: shownLoss?.text,
      lossHidden: shownLoss?.hidden,
      later: reduced ? await motionWithin(page, 400) : [],
    };
  }

  it('given a guest on each page, when they guess one away, then a yellow "one away" badge and a nudge show it, and −500 floats by the score', async () => {
    const { today } = (await suite.api.get('/game/daily')).body as { today: string };
    puzzle = await puzzleOf(suite.server, today);
    for (const { page } of pages()) {
      await suite.open('/fi/game', page);
      await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).click();
      await page.getByRole('group', { name: fi.game.board.label }).waitFor();
      expect(await page.locator('.word-card').count()).to.equal(15);
    }
    const seen = [];
    for (const { page, reduced } of pages()) seen.push(await wrongGuess(page, reduced, puzzle.oneAway(0)));

    const cost = await points(500);
    for (const step of seen) {
      expect(step.answer).to.include({ correct: false, oneAway: true });
      // A badge of its own by the board; a picture of what the live region says, so screen readers skip it.
      expect(step.badges).to.deep.equal([
        {
          className: 'verdict-badge verdict-badge--one-away',
          text: fi.game.feedback.badge.oneAway,
          hidden: 'true',
        },
      ]);
      // The live region still says it, once, in a toast of one away's own colour.
      expect(step.status).to.equal(fi.game.feedback.oneAway.replace('{{cost}}', cost));
      expect(step.toastClasses).to.include.members(['app-toast--game', 'app-toast--near']);
      expect([step.loss, step.lossHidden], 'the cost by the score').to.deep.equal([`−${cost}`, 'true']);
      if (step.reduced) {
        expect(step.motion, 'reduced motion: nothing moves').to.deep.equal([]);
        expect(step.later).to.deep.equal([]);
      } else {
        expect(targets(step.motion)).to.include.members(['verdict-badge', 'score-panel__loss', 'word-card']);
        // The nudge is a hop up, not the shake of a plain miss.
        // The picked cards' own motion (played by script), apart from their colour's transition as they are picked.
        const cards = step.motion.filter((m) => m.target === 'word-card' && m.name === 'waapi');
        expect(cards).to.have.length(3);
        for (const nudge of cards)
          expect(nudge.transforms)
            .to.match(/translateY/)
            .and.not.match(/translateX/);
      }
    }
  });

  it('when they miss plainly, then a red "not a group" badge and a shake show it, and −500 floats by the score', async () => {
    const seen = [];
    for (const { page, reduced } of pages()) seen.push(await wrongGuess(page, reduced, puzzle.wrong(0)));

    const cost = await points(500);
    for (const step of seen) {
      expect(step.answer).to.include({ correct: false, oneAway: false });
      // The one-away badge gave way: one badge, the miss's.
      expect(step.badges).to.deep.equal([
        { className: 'verdict-badge verdict-badge--miss', text: fi.game.feedback.badge.miss, hidden: 'true' },
      ]);
      expect(step.status).to.equal(fi.game.feedback.wrong.replace('{{cost}}', cost));
      expect(step.toastClasses)
        .to.include.members(['app-toast--game', 'app-toast--error'])
        .and.not.include('app-toast--near');
      expect([step.loss, step.lossHidden]).to.deep.equal([`−${cost}`, 'true']);
      if (step.reduced) {
        expect(step.motion).to.deep.equal([]);
        expect(step.later).to.deep.equal([]);
      } else {
        // The picked cards' own motion (played by script), apart from their colour's transition as they are picked.
        const cards = step.motion.filter((m) => m.target === 'word-card' && m.name === 'waapi');
        expect(cards).to.have.length(3);
        for (const shake of cards) expect(shake.transforms).to.match(/translateX/);
      }
    }
  });

  it("when they switch a word, then the switch buttons and the delta write the cost in the game's number format: −1 000", async () => {
    const cost = `−${await points(1000)}`;
    const seen = [];
    for (const { page, reduced } of pages()) {
      const shown = await page.locator('.switch-button__cost').allInnerTexts();
      const button = page.locator('.switch-button').first();
      const label = await button.getAttribute('aria-label');
      await button.click();
      const answer = page.waitForResponse(gameCall('switch-word'));
      await button.click();
      const switched = await answerOf<SwitchWordResponse>(answer);
      swaps.set(page, { oldWord: switched.oldWord, newWord: switched.newWord });
      const motion = await motionWhen(page, { selector: '.score-panel__loss', text: cost }, reduced);
      seen.push({ reduced, shown, label, motion, badges: await page.locator('.verdict-badge').count() });
    }
    for (const step of seen) {
      expect(step.shown).to.have.length(5);
      expect(new Set(step.shown), 'what the switch buttons show').to.deep.equal(new Set([cost]));
      // Their names start with what they show (label in name).
      expect(step.label).to.match(new RegExp(`^${cost} `));
      expect(step.motion, `${cost} by the score`).to.not.equal(null);
      expect(step.badges, 'a switch is no wrong guess: no badge').to.equal(0);
      if (step.reduced) expect(step.motion).to.deep.equal([]);
      else expect(targets(step.motion)).to.include('score-panel__loss');
    }
  });

  it('when they find a group, then its cards lift into the solved row and 12 cards remain', async () => {
    const seen = [];
    for (const { page, reduced } of pages()) {
      const words = puzzle.solving(0, [swaps.get(page)!]);
      const answer = await guess(page, words);
      // The row and its cards' copies in flight, as they were at the frame the row came.
      const look = await lookWhen(
        page,
        { selector: '.solved-categories > .category-row' },
        reduced,
        '.flip-ghost',
      );
      const motion = look?.motion ?? null;
      const flying = look?.snapshot ?? [];
      seen.push({
        reduced,
        words,
        answer,
        motion,
        flying,
        rows: await page.locator('.solved-categories > .category-row').count(),
        cards: await page.locator('.word-card').count(),
        later: reduced ? await motionWithin(page, 500) : [],
      });
      // The copies are gone once they land.
      await page.locator('.flip-ghost').first().waitFor({ state: 'detached' });
    }
    for (const step of seen) {
      expect(step.answer.correct).to.equal(true);
      expect(step.rows).to.equal(1);
      // The copies in flight are no cards of the board.
      expect(step.cards).to.equal(12);
      if (step.reduced) {
        expect(step.motion).to.deep.equal([]);
        expect(step.flying).to.deep.equal([]);
        expect(step.later).to.deep.equal([]);
      } else {
        // The row rises from its cards' places (a FLIP move, not a fade in place) ...
        const row = (step.motion ?? []).filter((m) => m.target === 'category-row');
        expect(row.map((m) => m.transforms)).to.have.length(1);
        expect(row[0]?.transforms).to.match(/^translate\(/);
        // ... and copies of its three cards fly into it, hidden from screen readers.
        expect(step.flying.map((ghost) => [ghost.hidden, ghost.moving])).to.deep.equal([
          ['true', 1],
          ['true', 1],
          ['true', 1],
        ]);
        expect(step.flying.map((ghost) => ghost.text)).to.have.members(step.words);
      }
    }
  });

  it('when they shuffle, then the same 12 words glide to new places (and only jump under reduced motion)', async () => {
    const seen = [];
    for (const { page, reduced } of pages()) {
      const before = await shownWords(page);
      await startBoardLog(page, 'always');
      await page.getByRole('button', { name: fi.game.controls.shuffle }).click();
      await page.waitForFunction(
        (before) =>
          Array.from(
            document.querySelectorAll('.word-grid .word-card'),
            (card) => card.textContent ?? '',
          ).join('|') !== before.join('|'),
        before,
        { timeout: SHOWS_WITHIN_MS },
      );
      const { motion } = await boardLog(page, 'board still');
      seen.push({
        reduced,
        before,
        after: await shownWords(page),
        motion,
        later: reduced ? await motionWithin(page, 400) : [],
      });
    }
    for (const { reduced, before, after, motion, later } of seen) {
      expect(after).to.have.length(12);
      expect(after).to.have.members(before);
      expect(after).to.not.deep.equal(before);
      if (reduced) {
        expect(motion).to.deep.equal([]);
        expect(later).to.deep.equal([]);
      } else {
        const moved = motion.filter(
          (m) => (m.target === 'word-card' || m.target === 'switch-button') && m.name === 'board-flip',
        );
        expect(moved.length, 'cards gliding').to.be.at.least(1);
        for (const glide of moved) expect(glide.transforms).to.match(/^translate\(/);
      }
    }
  });

  it("when they open the help, then its picture draws the controls as the board does and writes the costs in the game's number format", async () => {
    /** Rows of controls top to bottom, left to right: `submit` where it looks like the real Submit, else `minor`. */
    const shapes = (page: Page) =>
      page.evaluate(() => {
        const submitColour = getComputedStyle(
          document.querySelector('.game-controls__submit') as Element,
        ).backgroundColor;
        const groups = {
          board: Array.from(document.querySelectorAll('.game-controls > .button')),
          picture: Array.from(document.querySelectorAll('.tour__controls > *')).filter(
            (element) => !element.matches('.tour__marker, .visually-hidden'),
          ),
        };
        const [board, picture] = [groups.board, groups.picture].map((elements) => {
          const rows = new Map<number, { left: number; kind: string }[]>();
          for (const element of elements) {
            const box = element.getBoundingClientRect();
            const top = Math.round(box.top);
            const kind = getComputedStyle(element).backgroundColor === submitColour ? 'submit' : 'minor';
            rows.set(top, [...(rows.get(top) ?? []), { left: box.left, kind }]);
          }
          return [...rows.entries()]
            .sort(([a], [b]) => a - b)
            .map(([, row]) => row.sort((a, b) => a.left - b.left).map((control) => control.kind));
        });
        return { board: board ?? [], picture: picture ?? [] };
      });

    const { page } = suite;
    const figures = { start: await points(10_000), wrong: await points(500), switch: await points(1000) };
    const seen = [];
    for (const viewport of [SMALL_PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: fi.game.bar.help }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const cards = await dialog.locator('.instructions__explain').innerText();
      await dialog
        .getByRole('button', { name: new RegExp(fi.game.instructions.hotspots.score.label) })
        .click();
      const score = await dialog.locator('.instructions__explain').innerText();
      seen.push({ viewport, ...(await shapes(page)), cards, score });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.setViewportSize(SMALL_PHONE);
    for (const { viewport, board, picture, cards, score } of seen) {
      expect(board[0]?.[0], 'the board shows Submit first').to.equal('submit');
      expect(picture, `the picture at ${viewport.width} px`).to.deep.equal(board);
      // The costs as the board writes them (1 000 with the page's own space), not as typed in a text.
      expect(cards).to.contain(`${figures.switch} `);
      for (const figure of Object.values(figures)) expect(score).to.contain(figure);
    }
  });

  it('when they find the last group far down the page, then the page lands on the result: scrolled to its top and the focus on its heading', async () => {
    const seen = [];
    for (const { page, reduced } of pages()) {
      const swap = swaps.get(page)!;
      for (const position of [1, 2, 3])
        expect((await guess(page, puzzle.solving(position, [swap]))).correct).to.equal(true);
      for (const word of puzzle.solving(4, [swap])) await card(page, word).click();
      // The player scrolled down to the Submit button, as on a small phone.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const scrolled = await page.evaluate(() => window.scrollY);
      await submit(page).click();
      await page.getByRole('heading', { level: 2, name: fi.game.over.won }).waitFor();
      const landed = await page
        .waitForFunction(
          (won) => {
            const focused = document.activeElement;
            return focused?.matches('h2') && focused.textContent?.trim() === won
              ? { y: window.scrollY }
              : false;
          },
          fi.game.over.won,
          { timeout: SHOWS_WITHIN_MS },
        )
        .then(async (handle) => (await handle.jsonValue()) as { y: number })
        .catch(() => null);
      const atTop = await page
        .waitForFunction(() => window.scrollY === 0, undefined, { timeout: SHOWS_WITHIN_MS })
        .then(() => true)
        .catch(() => false);
      const hero = await page.getByRole('heading', { level: 2, name: fi.game.over.won }).boundingBox();
      const bar = await page.locator('.game-bar').boundingBox();
      seen.push({ reduced, scrolled, landed, atTop, hero, bar });
    }
    for (const { reduced, scrolled, landed, atTop, hero, bar } of seen) {
      expect(scrolled, 'the page was scrolled down').to.be.above(0);
      expect(landed, 'the focus is on the result heading').to.not.equal(null);
      expect(atTop, 'the page is scrolled to the top of the result').to.equal(true);
      // Under reduced motion the page jumps: at the top the moment the focus is there.
      if (reduced) expect(landed?.y).to.equal(0);
      expect(hero!.y, 'the heading is below the bar').to.be.at.least(bar!.y + bar!.height - 1);
      expect(hero!.y + hero!.height, 'the heading is on the screen').to.be.at.most(SMALL_PHONE.height);
    }
  });
});
