/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { en } from '../../web/src/i18n/resources/en';
import { en as usersEn } from '../../web/src/features/control-panel/users/i18n/en';
import { apiCaller, signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';

const tag = Date.now().toString(36).slice(-5);

// The walk-through: an admin finds a player, makes them a game manager, and the player's very next
// page (signed in before the change, same tokens) shows the way into the control panel, which opens.
describe('E2E | Control panel: an admin makes a player game manager in Chromium', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite({ name: 'control-panel-users', pagePer: 'none' });
  let admin: Page;
  let player: Page;
  const playerName = `hilla_${tag}`;

  before(async () => {
    const api = apiCaller(suite.server.url, 'en');
    const database = suite.server.containers.get('en')!.get<KnexDatabase>(KNEX_DATABASE);
    const adminLogin = await signUp(api, `boss_${tag}`);
    await database
      .knex('users')
      .where({ id: adminLogin.user.id })
      .update({ roles: ['admin'] });
    const playerLogin = await signUp(api, playerName);
    admin = await suite.newPage({ signedInAs: adminLogin });
    player = await suite.newPage({ signedInAs: playerLogin });
  });

  it('given a player on the menu, then there is no way into the control panel', async () => {
    await suite.open('/en/', player);
    await player.getByRole('link', { name: en.menu.controlPanel }).waitFor({ state: 'detached' });
    expect(await player.getByRole('link', { name: en.menu.controlPanel }).count()).to.equal(0);
  });

  it('when the admin searches two letters and more of the name, then the player is listed and opens', async () => {
    await suite.open('/en/control-panel/users/list', admin);
    const typed = playerName.slice(0, 7).toUpperCase();
    await admin.getByLabel(usersEn.list.search).fill(typed);
    // The search is sent after a pause in typing, and kept in the address.
    await admin.waitForURL((url) => url.searchParams.get('q') === typed);
    await admin.getByText(usersEn.list.count_one.replace('{{count}}', '1')).waitFor();
    const row = admin.getByRole('link', { name: new RegExp(playerName) });
    await row.click();
    await admin.getByRole('heading', { name: playerName }).waitFor();
  });

  it('when the admin turns on Game manager, then the switch says so and a notice confirms it', async () => {
    const manager = admin.getByRole('switch', { name: usersEn.roles.gameManager });
    expect(await manager.getAttribute('aria-checked')).to.equal('false');
    await manager.click();
    const notice = usersEn.role.added
      .replace('{{username}}', playerName)
      .replace('{{role}}', usersEn.role.roleInText.gameManager);
    await admin.getByText(notice).waitFor();
    expect(await manager.getAttribute('aria-checked')).to.equal('true');
  });

  it('then the player’s next page shows the control panel, and it opens on the games', async () => {
    await suite.open('/en/', player);
    const link = player.getByRole('link', { name: en.menu.controlPanel });
    await link.waitFor();
    await link.click();
    await player.waitForURL(/\/en\/control-panel\/games/);
    await player.getByRole('heading', { level: 1 }).waitFor();
    // A game manager's tabs: no users tab, which is the admin's alone.
    expect(await player.getByRole('link', { name: /^Users$/ }).count()).to.equal(0);
  });
});
