/// <reference lib="dom" />
import { expect } from 'chai';
import { fi } from '../../web/src/i18n/resources/fi';
import { signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';

// What players read: figures named and explained, forms that do not contradict themselves, no editors'
// notions, and numbers written one way.
describe('E2E | Player wording in Chromium', function () {
  this.timeout(120_000);
  const suite = useBrowserSuite({ name: 'player-wording', pagePer: 'none' });
  const suffix = Date.now().toString(36).slice(-6);
  let player: { token: string; refreshToken: string };

  before(async () => {
    player = await signUp(suite.api, `sanat_${suffix}`);
  });

  it('given the stats card, then total points are named in Finnish and say what they are', async () => {
    const page = await suite.newPage({ signedInAs: player });
    await suite.open('/fi/', page);
    const figure = page.locator('.stats__item').filter({ hasText: fi.menu.stats.points });
    await figure.waitFor();
    expect(await figure.innerText()).to.contain(fi.menu.stats.pointsHint);
    expect(await page.getByText(/hardcore/i).count()).to.equal(0);
  });

  it('given the change of password, when a refused current password is followed by an edit, then only the new problem shows', async () => {
    const page = await suite.newPage({ signedInAs: player });
    // The browser's own note of the refused change.
    suite.expectNoise(/status of 40[01]/);
    await suite.open('/fi/', page);
    await page.getByRole('button', { name: fi.settings.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: fi.settings.menu.password }).click();
    await dialog.getByLabel(fi.settings.password.current).fill('Vaara-Sana1');
    await dialog.getByLabel(fi.settings.password.new, { exact: true }).fill('Uusi-Sana22');
    await dialog.getByLabel(fi.settings.password.confirm).fill('Uusi-Sana22');
    await dialog.getByRole('button', { name: fi.settings.password.save }).click();
    const refusal = dialog.locator('.form-alert, [role="alert"]').first();
    await refusal.waitFor();
    const refused = await refusal.innerText();

    await dialog.getByLabel(fi.settings.password.confirm).fill('Uusi-Sana2');
    await dialog.getByLabel(fi.settings.password.confirm).blur();
    await page.waitForFunction(
      (text) => !Array.from(document.querySelectorAll('[role="alert"]')).some((a) => a.textContent === text),
      refused,
    );
  });

  it('given the suggestions page, then players are not shown the next free game day', async () => {
    const page = await suite.newPage({ signedInAs: player });
    await suite.open('/fi/suggestions', page);
    await page.getByRole('heading', { name: fi.social.suggestions.form.title }).waitFor();
    expect(await page.getByText(/vapaa pelipäivä/i).count()).to.equal(0);
  });

  it("given the instructions' picture, then its sample score is written as the game writes scores", async () => {
    for (const [slug, sample] of [
      ['en', '9,412'],
      ['fi', '9\u00a0412'],
    ] as const) {
      const page = await suite.newPage();
      await suite.open(`/${slug}/game`, page);
      const digits = page.locator('.tour__digits');
      await digits.waitFor();
      expect(await digits.textContent()).to.equal(sample);
    }
  });
});
