/// <reference lib="dom" />
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { fi as mgmtFi } from '../../web/src/features/control-panel/management/i18n/fi';
import { fi as cpNewsFi } from '../../web/src/features/control-panel/news/i18n/fi';
import { fi } from '../../web/src/i18n/resources/fi';
import { apiCaller, signUp } from '../support/api-client';
import { answerShown } from '../support/board';
import { useBrowserSuite } from '../support/browser';
import { puzzleOf, type Puzzle } from '../support/game-api';

const SMALL_PHONE = { width: 360, height: 640 } as const;

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** When the toast came into view (the test's clock): it was raised a few milliseconds before at most. */
async function shownAt(toast: Locator): Promise<number> {
  await toast.waitFor();
  return Date.now();
}

/** Fails unless the toast has left the view by then (it may leave any time before). */
async function goneBy(toast: Locator, at: number, what: string): Promise<void> {
  await toast
    .waitFor({ state: 'hidden', timeout: Math.max(1, at - Date.now()) })
    .catch(() => expect.fail(`${what} was still in view`));
}

/** A toast's life as the page saw it: its words and the live region's as it came, and how long it stood. */
interface ToastLife {
  words: string;
  region: string;
  /** Live regions and roles inside the toaster as the toast came. */
  liveInside: number;
  shownMs: number;
}

/**
 * Does `act` and answers the life of the first toast matching `selector` it raises, timed by the page's own
 * clock from the frame it came to the one it left the view (the leaving class hides it): a busy machine may
 * hold the test back for seconds between two looks, and the page's record does not depend on them.
 */
async function toastLife(page: Page, selector: string, act: () => Promise<void>): Promise<ToastLife> {
  await page.evaluate((selector) => {
    const life = { words: '', region: '', liveInside: -1, cameAt: -1, shownMs: -1 };
    (window as unknown as { toastLife: typeof life }).toastLife = life;
    const watch = new MutationObserver(() => {
      const toast = document.querySelector<HTMLElement>(`${selector}:not(.is-leaving)`);
      if (toast !== null && life.cameAt < 0) {
        life.cameAt = performance.now();
        life.words = toast.innerText;
        const region = document.querySelector<HTMLElement>('.app-toaster');
        life.region = region?.innerText ?? '';
        life.liveInside = region?.querySelectorAll('[role], [aria-live]').length ?? -1;
      } else if (toast === null && life.cameAt >= 0) {
        life.shownMs = performance.now() - life.cameAt;
        watch.disconnect();
      }
    });
    watch.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  }, selector);
  await act();
  const handle = await page.waitForFunction(
    () => {
      const life = (window as unknown as { toastLife: ToastLife }).toastLife;
      return life.shownMs >= 0 && life;
    },
    undefined,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as ToastLife;
}

// The app's one toaster (react-hot-toast) through the real UI, at phone size: how long each kind stands (with
// the spec's figures and room for the browser's own delays, never tighter than the behaviour), what screen
// readers get, pausing under the pointer, and the places that keep the bars' buttons free. The limit of 20
// is checked against the library's store in test/web/toast: no screen raises 20 different toasts at once.
describe('E2E | Toasts: one toaster for the whole app in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'toasts', viewport: SMALL_PHONE });
  let puzzle: Puzzle;
  const region = () => suite.page.locator('.app-toaster');
  const gameToast = () => suite.page.locator('.app-toast--game');

  async function guess(words: readonly string[]) {
    const { page } = suite;
    const picked = page.locator('.word-grid .word-card[aria-pressed="true"]');
    while ((await picked.count()) > 0) await picked.first().click();
    for (const word of words)
      await page
        .locator('.word-card')
        .filter({ hasText: new RegExp(`^${word}$`) })
        .click();
    await page.getByRole('button', { name: new RegExp(`^${fi.game.controls.submit}`) }).click();
    await answerShown(page);
  }

  /** Away from the toasts and from the board's buttons, so nothing pauses a toast by chance. */
  const pointerAway = (page: Page) => page.mouse.move(SMALL_PHONE.width / 2, SMALL_PHONE.height - 1);

  it('given a guest at the board, then one polite live region is in the page before any toast', async () => {
    const { page } = suite;
    const { today } = (await suite.api.get('/game/daily')).body as { today: string };
    puzzle = await puzzleOf(suite.server, today);
    await suite.open('/fi/game');
    await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).click();
    await page.getByRole('group', { name: fi.game.board.label }).waitFor();
    expect(await region().count()).to.equal(1);
    expect(
      await region().evaluate((element) => [
        element.getAttribute('role'),
        element.getAttribute('aria-live'),
        element.getAttribute('aria-atomic'),
        element.textContent,
      ]),
    ).to.deep.equal(['status', 'polite', 'false', '']);
  });

  it('when a group is found, then its success toast is read from that region once and stands about 2 s', async () => {
    const { page } = suite;
    const life = await toastLife(page, '.app-toast--game.app-toast--success', async () => {
      await guess(puzzle.solving(3));
      await pointerAway(page);
    });
    expect(life.words).to.match(new RegExp(`^Oikein! ${puzzle.name(3)}:`));
    // The region holds the words once; no toast is a live region of its own (read twice, or not at all).
    expect(life.region).to.equal(life.words);
    expect(life.liveInside).to.equal(0);
    expect(life.shownMs, 'in view for').to.be.within(1_000, 3_000);
  });

  it('when a guess misses, then its error toast stands about 4 s', async () => {
    const life = await toastLife(suite.page, '.app-toast--game.app-toast--error', async () => {
      await guess(puzzle.wrong(0));
      await pointerAway(suite.page);
    });
    expect(life.shownMs, 'in view for').to.be.within(3_000, 5_500);
  });

  it('when the words are shuffled, then the plain notice stands about 4 s', async () => {
    const life = await toastLife(suite.page, '.app-toast--game.app-toast--blank', async () => {
      await suite.page.getByRole('button', { name: fi.game.controls.shuffle }).click();
      await pointerAway(suite.page);
    });
    expect(life.words).to.equal(fi.game.controls.shuffled);
    expect(life.shownMs, 'in view for').to.be.within(3_000, 5_500);
  });

  it('when the same notice comes twice, then it is shown once, in a new node that is read out again', async () => {
    const { page } = suite;
    const shuffle = page.getByRole('button', { name: fi.game.controls.shuffle });
    await shuffle.click();
    await gameToast().evaluate((toast) => toast.setAttribute('data-first', ''));
    await shuffle.click();
    await page.locator('.app-toast--game:not([data-first])').waitFor();
    expect(await page.locator('.app-toast').count()).to.equal(1);
    expect(await region().innerText()).to.equal(fi.game.controls.shuffled);
  });

  it('when the pointer rests on a toast, then it stays past its time, and leaves once the pointer goes', async () => {
    const { page } = suite;
    await guess(puzzle.solving(4));
    const toast = gameToast().and(page.locator('.app-toast--success'));
    const at = await shownAt(toast);
    await toast.hover();
    await sleepUntil(at + 3_000);
    expect(await toast.isVisible(), 'held under the pointer at 3 s').to.equal(true);
    await pointerAway(page);
    await goneBy(toast, Date.now() + 3_000, 'the success toast 3 s after the pointer left');
  });

  it("given an admin at 360 px, then a confirmation rises above the page's save bar", async () => {
    const api = apiCaller(suite.server.url, 'fi');
    const database = suite.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
    const login = await signUp(api, `toasts_${Date.now().toString(36).slice(-5)}`);
    await database
      .knex('users')
      .where({ id: login.user.id })
      .update({ roles: ['admin'] });
    const admin = await suite.newPage({ signedInAs: login });
    const steps = [
      {
        route: '/fi/control-panel/management/branding',
        bar: '.cp-mgmt-bar',
        save: mgmtFi.branding.save,
        saved: mgmtFi.branding.saved,
        fill: () => admin.getByLabel(mgmtFi.text.label, { exact: true }).fill('Toasts'),
      },
      {
        route: '/fi/control-panel/news/new',
        bar: '.cp-news-bar',
        save: cpNewsFi.bar.save,
        saved: cpNewsFi.done.created,
        fill: async () => {
          await admin.getByLabel(cpNewsFi.basics.heading, { exact: true }).fill('Toasts');
          const content = admin.locator('[contenteditable="true"]').first();
          await content.click();
          await content.pressSequentially('Hei.');
        },
      },
    ];
    for (const step of steps) {
      await suite.open(step.route, admin);
      await step.fill();
      await admin.getByRole('button', { name: step.save, exact: true }).click();
      const toast = admin.locator('.app-toast--success').filter({ hasText: step.saved });
      await toast.waitFor();
      // Measured where it stands, once it has risen into place.
      await toast.evaluate((element) =>
        Promise.all(element.getAnimations().map((motion) => motion.finished)),
      );
      const [box, bar] = [await toast.boundingBox(), await admin.locator(step.bar).boundingBox()];
      if (!box || !bar) throw new Error(`no toast or no ${step.bar}`);
      expect(box.y + box.height, `the toast's bottom, above ${step.bar}`).to.be.at.most(bar.y);
      // In the middle of the screen's width.
      expect(Math.abs(box.x + box.width / 2 - SMALL_PHONE.width / 2)).to.be.below(2);
    }
  });
});
