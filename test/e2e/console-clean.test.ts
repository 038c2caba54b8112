/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { fi } from '../../web/src/i18n/resources/fi';
import { signUp } from '../support/api-client';
import { useBrowserSuite, type BrowserSuite } from '../support/browser';

const tag = Date.now().toString(36).slice(-5);

type Login = Awaited<ReturnType<typeof signUp>>;

/** An admin of the fi instance: registered, then made one in the database (a fresh instance has none). */
async function anAdmin(suite: BrowserSuite): Promise<Login> {
  const login = await signUp(suite.api, `siisti_admin_${tag}`);
  const database = suite.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
  await database
    .knex('users')
    .where({ id: login.user.id })
    .update({ roles: ['admin'] });
  return login;
}

/** Waits for the page's first heading: the page has rendered, not only loaded. */
const rendered = (page: Page) => page.getByRole('heading').first().waitFor();

// The acceptance: no console error or warning on any page a guest, a player or an admin visits. The
// suite helper fails every test on a console error or warning, a page error or a failed request; each test
// here only walks to the page. Expected absences (no session, no result yet) must not show up as 404s.
describe('E2E | Console stays clean on every page in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'console-clean', pagePer: 'test' });

  describe('as a guest', () => {
    it('given the main menu, then nothing is logged', async () => {
      await suite.open('/fi/');
      await rendered(suite.page);
    });

    it('given the game, when it is ready and then played, then nothing is logged', async () => {
      const { page } = suite;
      await suite.open('/fi/game');
      const start = page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start });
      await start.waitFor();
      await start.click();
      await page.getByRole('group', { name: fi.game.board.label }).waitFor();
      await page.locator('.word-card').first().click();
      await page.waitForLoadState('networkidle');
    });

    it('given previous days, the privacy notice and an unknown page, then nothing is logged', async () => {
      const { page } = suite;
      await suite.open('/fi/previous');
      await rendered(page);
      await suite.open('/fi/gdpr');
      await page.getByRole('dialog').waitFor();
      await suite.open('/fi/ei-ole-olemassa');
      await page.getByRole('heading', { name: fi.notFound.title }).waitFor();
    });

    it('given the English instance, then its menu logs nothing either', async () => {
      await suite.open('/en/');
      await rendered(suite.page);
    });
  });

  describe('as a player', () => {
    let player: Login;
    before(async () => {
      player = await signUp(suite.api, `siisti_${tag}`);
    });

    it('given the main menu and the settings, then nothing is logged', async () => {
      const page = await suite.newPage({ signedInAs: player });
      await suite.open('/fi/', page);
      await rendered(page);
      await page.getByRole('button', { name: fi.settings.open }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForLoadState('networkidle');
    });

    it('given the scoreboard and previous days, then nothing is logged', async () => {
      const page = await suite.newPage({ signedInAs: player });
      await suite.open('/fi/scoreboard', page);
      await rendered(page);
      await suite.open('/fi/previous', page);
      await rendered(page);
    });

    it('given a game, when it is ready and then forfeited (game over), then nothing is logged', async () => {
      const page = await suite.newPage({ signedInAs: player });
      await suite.open('/fi/game', page);
      await page.getByRole('dialog').getByRole('button', { name: fi.game.instructions.start }).click();
      await page.getByRole('group', { name: fi.game.board.label }).waitFor();
      const { today } = (await suite.api.get('/game/daily')).body as { today: string };
      await suite.api.post('/game/session', { gameDate: today }, player.token);
      const forfeited = await suite.api.post(`/game/forfeit/${today}`, {}, player.token);
      if (forfeited.status !== 200) throw new Error(`forfeit: ${JSON.stringify(forfeited.body)}`);
      // A reload opens the game as a returning player finds it: over, with its result.
      await suite.open('/fi/game', page);
      await rendered(page);
    });
  });

  describe('as an admin', () => {
    it('given the control panel, when its tabs are visited, then nothing is logged', async () => {
      const admin = await anAdmin(suite);
      const page = await suite.newPage({ signedInAs: admin });
      for (const tab of ['games', 'users/list', 'statistics', 'management/system-settings']) {
        await suite.open(`/fi/control-panel/${tab}`, page);
        await page.getByRole('heading', { level: 1 }).waitFor();
      }
    });
  });
});
