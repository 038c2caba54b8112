/// <reference lib="dom" />
import { expect } from 'chai';
import { fi as categoriesFi } from '../../web/src/features/control-panel/categories/i18n/fi';
import { fi as messagesFi } from '../../web/src/features/control-panel/messages/i18n/fi';
import {
  aWinnerOfToday,
  anAdmin,
  expectAccessible,
  NARROW,
  openView,
  publishNews,
  signInAs,
  suggestGroup,
  type Login,
} from '../support/accessibility';
import { useBrowserSuite } from '../support/browser';

const tag = Date.now().toString(36).slice(-5);

// The acceptance for the control panel: axe finds no serious or critical violation in any of an
// admin's tabs, at phone and desktop width, light and dark. One page visits them all.
describe('E2E | Accessibility (axe) of the control panel in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'accessibility-control-panel', viewport: NARROW });
  let player: Login;

  before(
    'an admin, signed in, and something in every list: a player’s game, suggestion and reset request, a message, news, a bank category',
    async () => {
      const { api } = suite;
      ({ login: player } = await aWinnerOfToday(suite, `pelaaja_${tag}`));
      await suggestGroup(suite, player);
      await api.post('/auth/forgot-password', { usernameOrEmail: player.user.username });
      const admin = await anAdmin(suite, `hallinta_${tag}`);
      await publishNews(suite, admin, `Uutinen ${tag}`);
      const message = await api.post('/manage/messages', { message: `Tervetuloa ${tag}` }, admin.token);
      expect(message.status, JSON.stringify(message.body)).to.equal(201);
      const category = { name: `Linnut ${tag}`, words: ['varis', 'harakka', 'närhi'], extraWord: 'naakka' };
      const banked = await api.post('/manage/single-categories', category, admin.token);
      expect(banked.status, JSON.stringify(banked.body)).to.equal(201);
      await signInAs(suite, admin);
    },
  );

  const tabs = [
    'games',
    'games/new',
    'categories/bank',
    'categories/suggestions',
    'users/list',
    'users/reset-requests',
    'statistics/overview',
    'statistics/daily-players',
    'statistics/reviews',
    'statistics/puzzles',
    'statistics/analytics',
    'scores',
    'messages',
    'news',
    'news/new',
    'email',
    'management/system-settings',
    'management/branding',
    'audit',
  ];
  for (const tab of tabs)
    it(`the control panel’s ${tab}`, async () => {
      await expectAccessible(await openView(suite, `/fi/control-panel/${tab}`), `control panel ${tab}`);
    });

  it('a user’s details', async () => {
    const page = await openView(suite, `/fi/control-panel/users/list?user=${player.user.id}`);
    await page.getByRole('heading', { name: player.user.username }).first().waitFor();
    await expectAccessible(page, 'user details');
  });

  it('the editors of a category and a message', async () => {
    let page = await openView(suite, '/fi/control-panel/categories/bank');
    await page.getByRole('button', { name: categoriesFi.bank.add }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'category editor');
    page = await openView(suite, '/fi/control-panel/messages');
    await page.getByRole('button', { name: messagesFi.create }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'message editor');
  });
});
