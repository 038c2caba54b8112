/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { apiCaller, signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';
import { puzzleOf, type Puzzle } from '../support/game-api';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import type { Messages } from '../../web/src/i18n/resources/types';

type Texts = Messages;
const POSITIONS = [0, 1, 2, 3, 4];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A new instance has one or two players a day. The suite's server is fresh: its first registered player
// finishes today's game alone, then a guest does; on the English instance a guest is the very first.
describe('E2E | Few players in Chromium', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite({ name: 'few-players', pagePer: 'none' });
  const tag = Date.now().toString(36).slice(-6);
  let player: { token: string; refreshToken: string };

  before(async () => {
    player = await signUp(suite.api, `ensimmainen_${tag}`);
  });

  async function todaysPuzzle(slug: 'fi' | 'en'): Promise<Puzzle> {
    const { today } = (await apiCaller(suite.server.url, slug).get('/game/daily')).body as { today: string };
    return puzzleOf(suite.server, today, slug);
  }

  /** Closes the instructions and finds the five groups in order, as a player would: card by card. */
  async function playThrough(page: Page, puzzle: Puzzle, texts: Texts): Promise<void> {
    await page.getByRole('dialog').getByRole('button', { name: texts.game.instructions.start }).click();
    await page.getByRole('group', { name: texts.game.board.label }).waitFor();
    for (const position of POSITIONS) {
      for (const word of puzzle.words(position)) {
        await page
          .locator('.word-card')
          .filter({ hasText: new RegExp(`^${escape(word)}$`) })
          .click();
      }
      const checked = page.waitForResponse((response) => response.url().endsWith('/check-selection'));
      await page.getByRole('button', { name: new RegExp(`^${escape(texts.game.controls.submit)}`) }).click();
      await checked;
    }
    await page.getByRole('heading', { level: 2, name: texts.game.over.won }).waitFor();
  }

  const dayStats = (page: Page) => page.locator('section.day-stats');

  it("given the first registered player to finish today's game, then the day's statistics call them the first (no percentage), the gauges rest on 1 player and the performance index starts here", async () => {
    const page = await suite.newPage({ signedInAs: player });
    await suite.open('/fi/game', page);
    await playThrough(page, await todaysPuzzle('fi'), fi);

    const stats = dayStats(page);
    await stats.getByText(fi.game.stats.standing.alone).waitFor();
    const percentStart = fi.game.stats.percentile.split('{{')[0] as string;
    expect(await stats.innerText()).to.not.contain(percentStart);

    // One player's game is no verdict: the count is said, the gauges are muted and name no band.
    const basis = await stats.locator('.difficulty__basis').innerText();
    expect(basis).to.contain(fi.game.stats.basedOn_one.replace('{{count}}', '1'));
    expect(basis).to.contain(fi.game.stats.tooFew);
    expect(await stats.locator('.gauge.gauge--muted').count()).to.equal(5);
    const figures = (await stats.locator('.difficulty__figures').allInnerTexts()).join('\n');
    for (const band of Object.values(fi.game.stats.bands)) expect(figures).to.not.contain(`· ${band}`);

    // The first game: no change from nothing, the index starts here.
    const performance = page.locator('section.performance');
    await performance.getByText(fi.social.performance.firstGame).waitFor();
    expect(await performance.getByText(fi.social.performance.change, { exact: true }).count()).to.equal(0);
    expect(await performance.getByText(fi.social.performance.previous, { exact: true }).count()).to.equal(0);
  });

  it('given the menu after that one game, then the achievements open on what was earned and a few next goals, under tabs that say what they hold', async () => {
    const page = await suite.newPage({ signedInAs: player });
    await suite.open('/fi/', page);
    const panel = page.locator('section.achievements');
    const tabs = panel.getByRole('group', { name: fi.achievements.views.label }).getByRole('button');
    await tabs.first().waitFor();
    expect(await tabs.allInnerTexts()).to.deep.equal([
      fi.achievements.views.earned,
      fi.achievements.views.goals,
      fi.achievements.views.all,
    ]);
    expect(await tabs.first().getAttribute('aria-pressed')).to.equal('true');
    expect(await panel.locator('.achievements__view-hint').innerText()).to.equal(
      fi.achievements.viewHints.earned,
    );

    const firstView = await panel.locator('.achievement').count();
    const goals = panel.locator('.goals');
    await goals.getByRole('heading', { name: fi.achievements.goals.title }).waitFor();
    expect(await goals.locator('.achievement').count()).to.be.within(1, 3);
    expect(firstView).to.be.within(2, 17);

    // Every tier earned stays one press away: the one fast game's ladder of tiers is there.
    await tabs.filter({ hasText: fi.achievements.views.all }).click();
    await panel.locator('.achievements__view-hint').getByText(fi.achievements.viewHints.all).waitFor();
    expect(await panel.locator('.achievement').count()).to.be.greaterThan(firstView);

    await tabs.filter({ hasText: fi.achievements.views.goals }).click();
    await panel
      .getByText(fi.achievements.goals.gamesProgress.replace('{{current}}', '1').replace('{{target}}', '10'))
      .waitFor();
  });

  it("given a guest who finishes the Finnish game after that player, then the statistics say a guest's game is not counted and set it against the one registered player", async () => {
    const page = await suite.newPage();
    await suite.open('/fi/', page);
    await page.getByRole('link', { name: fi.menu.play, exact: true }).click();
    await playThrough(page, await todaysPuzzle('fi'), fi);

    const stats = dayStats(page);
    await stats.getByText(fi.game.stats.guest.notCounted).waitFor();
    const { ahead, level, behind } = fi.game.stats.guest;
    const standing = await stats.locator('.histogram__percentile').innerText();
    expect([ahead, level, behind]).to.include(standing);
    expect(await stats.innerText()).to.not.contain(fi.game.stats.noScores);
    // The difficulty counts every finished game, the guest's too.
    expect(await stats.locator('.difficulty__basis').innerText()).to.contain(
      fi.game.stats.basedOn_other.replace('{{count}}', '2'),
    );
  });

  it('given a guest who is the first to finish the English game, then the statistics say no registered player has finished yet', async () => {
    const page = await suite.newPage();
    await suite.open('/en/', page);
    await page.getByRole('link', { name: en.menu.play, exact: true }).click();
    await playThrough(page, await todaysPuzzle('en'), en);

    const stats = dayStats(page);
    await stats.getByText(en.game.stats.guest.notCounted).waitFor();
    await stats.getByText(en.game.stats.guest.alone).waitFor();
    expect(await stats.locator('.histogram').count()).to.equal(0);
    expect(await stats.innerText()).to.not.contain(en.game.stats.noScores);
    expect(await stats.locator('.difficulty__basis').innerText()).to.contain(
      en.game.stats.basedOn_one.replace('{{count}}', '1'),
    );
  });
});
