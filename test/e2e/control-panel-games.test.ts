/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { addDays } from '../../domain/game/calendar';
import { en } from '../../web/src/i18n/resources/en';
import { gamesEn } from '../../web/src/features/control-panel/games/i18n/en';
import { formatDate } from '../../web/src/lib/format-date';
import { apiCaller, signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';
import { FakeClock } from '../support/fake-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const tag = Date.now().toString(36).slice(-4);
/** Words no sample game has, so that no warning but the one this test makes can appear. */
const word = (category: string, n: number | 'x') => `${category}${tag}${n}`;
const typed = ['alpha', 'beta', 'gamma'].map((name) => ({
  name: `${name} ${tag}`,
  words: [1, 2, 3].map((n) => word(name, n)),
  extraWord: word(name, 'x'),
}));
const banked = ['delta', 'omega'].map((name) => ({
  name: `Bank ${name} ${tag}`,
  words: [1, 2, 3].map((n) => word(name, n)),
  extraWord: word(name, 'x'),
}));

// The walk-through: a game manager prepares tomorrow's puzzle from two bank categories and three
// typed ones, meets a repeated word and fixes it, play-tests, publishes, and a player plays it on its day.
// The server's clock is a FakeClock set to now: moving it a day is "tomorrow", whatever the real date.
describe('E2E | Control panel: a game manager prepares tomorrow in Chromium', function () {
  this.timeout(180_000);
  const clock = new FakeClock(new Date());
  const suite = useBrowserSuite({ name: 'control-panel-games', pagePer: 'none', clock });
  let editor: Page;
  let today: string;
  const apiCalls: string[] = [];

  before(async () => {
    const api = apiCaller(suite.server.url, 'en');
    const database = suite.server.containers.get('en')!.get<KnexDatabase>(KNEX_DATABASE);
    const login = await signUp(api, `editor_${tag}`);
    await database
      .knex('users')
      .where({ id: login.user.id })
      .update({ roles: ['gameManager'] });
    for (const category of banked) {
      const created = await api.post('/manage/single-categories', category, login.token);
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
    }
    today = ((await api.get('/game/daily')).body as { today: string }).today;
    editor = await suite.newPage({ signedInAs: login });
    editor.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
  });

  const slot = (i: number) => editor.locator('.cp-slot').nth(i);

  it('given a new game, then its date is tomorrow, the first free day', async () => {
    await suite.open('/en/control-panel/games/new', editor);
    await editor.locator('.cp-calendar').waitFor();
    const chosen = await editor.locator('.cp-calendar__chosen strong').innerText();
    expect(chosen).to.equal(formatDate(addDays(today, 1), 'en'));
  });

  it('when three categories are typed and two taken from the bank, with a repeated word, then it is named and Publish waits', async () => {
    await editor
      .locator('.cp-editor__sections')
      .getByRole('link', { name: /^Categories/ })
      .click();
    for (const [i, category] of typed.entries()) {
      await slot(i).getByLabel(gamesEn.fields.name).fill(category.name);
      for (const [w, text] of category.words.entries())
        await slot(i)
          .getByLabel(`Word ${w + 1}`, { exact: true })
          .fill(text);
      await slot(i).getByLabel(gamesEn.fields.extraWord).fill(category.extraWord);
    }
    for (const [n, category] of banked.entries()) {
      await slot(3 + n)
        .getByRole('button', { name: gamesEn.bank.pick })
        .click();
      await editor.keyboard.type(category.name.split(' ')[1]!);
      await editor.getByRole('button', { name: `Use category ${category.name}` }).click();
      expect(
        await slot(3 + n)
          .getByLabel(gamesEn.fields.name)
          .inputValue(),
      ).to.equal(category.name);
    }
    // The typed third category repeats a word of the bank's first.
    await slot(2).getByLabel('Word 1', { exact: true }).fill(banked[0]!.words[0]!.toUpperCase());
    await slot(2).getByText(gamesEn.problems.WORD_REPEATED).first().waitFor();
    expect(
      await editor.getByRole('button', { name: gamesEn.actions.publish, exact: true }).isDisabled(),
    ).to.equal(true);
  });

  it('when the repeated word is fixed, then the problem goes and Publish opens', async () => {
    await slot(2).getByLabel('Word 1', { exact: true }).fill(typed[2]!.words[0]!);
    await editor.getByText(gamesEn.problems.WORD_REPEATED).waitFor({ state: 'detached' });
    expect(
      await editor.getByRole('button', { name: gamesEn.actions.publish, exact: true }).isEnabled(),
    ).to.equal(true);
  });

  it('when it is play-tested, then the real board plays it to a win without a single call to the server', async () => {
    await editor
      .locator('.cp-editor__sections')
      .getByRole('link', { name: /^Preview/ })
      .click();
    const before = apiCalls.length;
    await editor.getByRole('button', { name: gamesEn.playtest.open }).click();
    const board = editor.locator('.cp-playtest');
    await board.locator('.word-card').first().waitFor();
    for (const category of [...typed, ...banked]) {
      for (const text of category.words)
        await board
          .locator('.word-card')
          .filter({ hasText: new RegExp(`^${text}$`, 'i') })
          .click();
      await board.getByRole('button', { name: /^Submit/ }).click();
      await board.locator('.category-row').filter({ hasText: category.name }).first().waitFor();
    }
    await board.getByRole('button', { name: gamesEn.playtest.back }).waitFor();
    expect(apiCalls.slice(before)).to.deep.equal([]);
    await board.getByRole('button', { name: gamesEn.playtest.back }).click();
  });

  it("when it is published, then it is stored as tomorrow's published game", async () => {
    await editor.getByRole('button', { name: gamesEn.actions.publish, exact: true }).click();
    await editor.getByRole('button', { name: gamesEn.actions.unpublish, exact: true }).waitFor();
    const stored = await suite.server.containers
      .get('en')!
      .get<KnexDatabase>(KNEX_DATABASE)
      .knex('games')
      .where({ game_date: addDays(today, 1) })
      .first('status');
    expect(stored?.status).to.equal('published');
  });

  it('given the next day, then a player opens it as the daily game and finds a group', async () => {
    clock.advance(DAY_MS);
    const login = await signUp(apiCaller(suite.server.url, 'en'), `player_${tag}`);
    const player = await suite.newPage({ signedInAs: login });
    await suite.open('/en/game', player);
    await player.getByRole('dialog').getByRole('button', { name: en.game.instructions.start }).click();
    await player.getByRole('group', { name: en.game.board.label }).waitFor();
    for (const text of banked[1]!.words)
      await player
        .locator('.word-card')
        .filter({ hasText: new RegExp(`^${text}$`, 'i') })
        .click();
    await player.getByRole('button', { name: new RegExp(`^${en.game.controls.submit}`) }).click();
    await player.locator('.category-row').filter({ hasText: banked[1]!.name }).first().waitFor();
  });
});
