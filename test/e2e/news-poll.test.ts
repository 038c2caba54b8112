/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { en as cpNewsEn } from '../../web/src/features/control-panel/news/i18n/en';
import { newsEn } from '../../web/src/features/news/i18n/en';
import { apiCaller, signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';

const tag = Date.now().toString(36).slice(-5);
const title = `Uusi kausi ${tag}`;

// The walk-through: an admin publishes a news item with a poll in the control panel, a player sees
// the bell's badge, opens the carousel, votes, and sees the results.
describe('E2E | News: an admin publishes a poll, a player votes in Chromium', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite({ name: 'news-poll', pagePer: 'none' });
  let admin: Page;
  let player: Page;

  before(async () => {
    const api = apiCaller(suite.server.url, 'en');
    const database = suite.server.containers.get('en')!.get<KnexDatabase>(KNEX_DATABASE);
    const adminLogin = await signUp(api, `toimitus_${tag}`);
    await database
      .knex('users')
      .where({ id: adminLogin.user.id })
      .update({ roles: ['admin'] });
    admin = await suite.newPage({ signedInAs: adminLogin, viewport: { width: 1280, height: 900 } });
    player = await suite.newPage({ signedInAs: await signUp(api, `lukija_${tag}`) });
  });

  it('given an admin writing a news item with a two-option poll, when made visible and saved, then it is confirmed', async () => {
    await suite.open('/en/control-panel/news/new', admin);
    await admin.getByLabel(cpNewsEn.basics.heading, { exact: true }).fill(title);
    const content = admin.locator('[contenteditable="true"]').first();
    await content.click();
    await content.pressSequentially('What kind of puzzles do you want next?');
    await admin.getByRole('button', { name: cpNewsEn.polls.add }).click();
    await admin.getByLabel(cpNewsEn.polls.question, { exact: true }).fill('Which theme?');
    await admin.getByLabel('Option 1', { exact: true }).fill('Nature');
    await admin.getByLabel('Option 2', { exact: true }).fill('History');
    // A new item starts hidden: publishing is switching it visible.
    const visible = admin.getByRole('switch', { name: cpNewsEn.basics.active });
    await visible.click();
    expect(await visible.getAttribute('aria-checked')).to.equal('true');
    await admin.getByRole('button', { name: cpNewsEn.bar.save, exact: true }).click();
    await admin.getByText(cpNewsEn.done.created).waitFor();
  });

  it('then the player’s bell shows one unread item', async () => {
    await suite.open('/en/', player);
    await player.getByRole('button', { name: /News, 1 unread/ }).waitFor();
  });

  it('when the player opens the news, votes and submits, then the results show their choice at 100%', async () => {
    await player.getByRole('button', { name: /News, 1 unread/ }).click();
    const dialog = player.getByRole('dialog');
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.getByText('Nature', { exact: true }).click();
    await dialog.getByRole('button', { name: newsEn.poll.submit, exact: true }).click();
    await dialog.getByText(newsEn.poll.thanks).waitFor();
    await dialog.getByText(newsEn.poll.yourChoice).waitFor();
    expect(await dialog.getByText('100%').count()).to.be.greaterThan(0);
    expect(await dialog.getByText(newsEn.poll.total_one.replace('{{count}}', '1')).count()).to.equal(1);
  });

  it('when the player marks it read, then the badge is gone', async () => {
    const dialog = player.getByRole('dialog');
    await dialog.getByRole('button', { name: newsEn.markRead, exact: true }).click();
    await player.getByRole('button', { name: /^News$/ }).waitFor();
  });
});
