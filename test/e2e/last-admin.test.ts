import path from 'node:path';
import { expect } from 'chai';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { apiCaller, signUp } from '../support/api-client';
import { SCREENSHOTS, useBrowserSuite } from '../support/browser';

// Issue 30: the instance's only admin could delete their own account, and the site had no admin until a
// restart made one. The server refuses (409 LAST_ADMIN); the settings tell the admin why, in their language.

describe('E2E | The last admin deleting their own account', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'last-admin', pagePer: 'test' });

  it('given the only admin, when they confirm the deletion, then the settings say why in each language and the account stays', async () => {
    for (const [site, texts, colorScheme] of [
      ['fi', fi, 'light'],
      ['en', en, 'dark'],
    ] as const) {
      // Each site has its own accounts: there, this player is the only admin (the server's own steps down).
      const api = apiCaller(suite.server.url, site);
      const admin = await signUp(api, `yllapitaja_${Date.now().toString(36).slice(-6)}`);
      const knex = suite.server.containers.get(site)!.get<KnexDatabase>(KNEX_DATABASE).knex;
      await knex('users').update({ roles: knex.raw("array_remove(roles, 'admin')") });
      await knex('users')
        .where({ id: admin.user.id })
        .update({ roles: ['admin'] });

      const page = await suite.newPage({ viewport: { width: 360, height: 740 }, signedInAs: admin });
      await page.emulateMedia({ colorScheme });
      suite.expectNoise(/status of 409/);
      await suite.open(`/${site}/`, page);
      await page.getByRole('button', { name: texts.settings.open }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: texts.settings.menu.delete }).click();
      await dialog.getByRole('button', { name: texts.settings.delete.confirm }).click();

      await dialog.getByRole('alert').filter({ hasText: texts.errors.LAST_ADMIN }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, `last-admin-${site}-360-${colorScheme}.png`) });
      expect(await dialog.getByText(texts.settings.delete.done).count()).to.equal(0);
      expect((await api.get('/auth/profile', admin.token)).status).to.equal(200);
    }
  });
});
