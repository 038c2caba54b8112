/// <reference lib="dom" />
import {
  expectAccessible,
  expectNewsAccessible,
  NARROW,
  openView,
  playersWorld,
  signInAs,
  type PlayersWorld,
} from '../support/accessibility';
import { fi } from '../../web/src/i18n/resources/fi';
import { useBrowserSuite } from '../support/browser';

// The acceptance for a signed-in player's pages (a guest's: accessibility-guest.test.ts), as there.
describe('E2E | Accessibility (axe) of a player’s pages in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'accessibility-player', viewport: NARROW });
  let world: PlayersWorld;

  before('news with a poll, a message, and a player who has won today and has a group', async () => {
    world = await playersWorld(suite);
  });
  before(async () => signInAs(suite, world.player));

  it('the main menu with the message, statistics and achievements', async () => {
    await expectAccessible(await openView(suite, '/fi/'), 'player main menu');
  });

  it('the achievements’ other views and showcase mode', async () => {
    const page = await openView(suite, '/fi/');
    const panel = page.locator('.achievements');
    const views = panel.getByRole('group').first().getByRole('button');
    for (let n = 1; n < (await views.count()); n++) {
      await views.nth(n).click();
      await expectAccessible(page, `achievements view ${await views.nth(n).innerText()}`);
    }
    await panel.getByRole('button', { name: fi.achievements.showcase.start }).click();
    await expectAccessible(page, 'achievements showcase mode');
  });

  it('the news with a poll', async () => {
    await expectNewsAccessible(suite, world, 'news popup (player)');
  });

  it('the settings and each of their sections', async () => {
    const page = await openView(suite, '/fi/');
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: fi.settings.open }).click();
    await dialog.waitFor();
    await expectAccessible(page, 'settings menu');
    for (const section of ['info', 'username', 'password', 'email', 'delete'] as const) {
      await dialog.getByRole('button', { name: fi.settings.menu[section] }).click();
      await dialog.getByRole('heading', { name: fi.settings.menu[section] }).waitFor();
      await expectAccessible(page, `settings: ${section}`);
      await dialog.getByRole('button', { name: fi.settings.back }).click();
      await dialog.getByRole('button', { name: fi.settings.menu[section] }).waitFor();
    }
  });

  for (const tab of ['days', 'previous-days', 'players', 'my-list', 'groups'])
    it(`the scoreboard’s ${tab} tab`, async () => {
      await expectAccessible(await openView(suite, `/fi/scoreboard/${tab}`), `scoreboard ${tab}`);
    });

  it('today’s results on the scoreboard and in the group', async () => {
    await expectAccessible(await openView(suite, `/fi/scoreboard/days/${world.today}`), 'scoreboard day');
    await expectAccessible(
      await openView(suite, `/fi/groups/${world.groupCode}/days/${world.today}`),
      'group day',
    );
    await expectAccessible(await openView(suite, `/fi/groups/${world.groupCode}/players`), 'group players');
  });

  it('suggestions', async () => {
    await expectAccessible(await openView(suite, '/fi/suggestions'), '/fi/suggestions');
  });

  it('the invite page', async () => {
    await expectAccessible(await openView(suite, '/fi/referral'), '/fi/referral');
  });

  it('today’s game over', async () => {
    await expectAccessible(await openView(suite, '/fi/game'), 'game over');
  });
});
