/// <reference lib="dom" />
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { fi as mgmtFi } from '../../web/src/features/control-panel/management/i18n/fi';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { apiCaller, signUp } from '../support/api-client';
import { useBrowserSuite } from '../support/browser';
import { anImage } from '../support/images';

const tag = Date.now().toString(36).slice(-5);
const brandText = `Kirjasto ${tag}`;
const donation = `https://example.org/tue-${tag}`;

const toggledOff = (name: string) => mgmtFi.settings.done.off.replace('{{name}}', name);

// The walk-through: a new admin's first visit opens registration; the switches, the branding and the
// donation link each reach what a guest sees on a fresh page.
describe('E2E | Control panel: an admin manages the system settings and branding in Chromium', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite({ name: 'control-panel-management', pagePer: 'none' });
  let admin: Page;
  let player: Page;

  /** A guest's first page on the instance: no cache of earlier settings. */
  async function guestMenu(): Promise<Page> {
    const guest = await suite.newPage();
    await suite.open('/fi/', guest);
    return guest;
  }

  before(async () => {
    const api = apiCaller(suite.server.url, 'fi');
    const database = suite.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE);
    const adminLogin = await signUp(api, `hallinto_${tag}`);
    const playerLogin = await signUp(api, `pelaaja_${tag}`);
    await database
      .knex('users')
      .where({ id: adminLogin.user.id })
      .update({ roles: ['admin'] });
    // Closed beforehand, so the first visit has something to open.
    const closed = await api.put('/manage/system/settings', { registrationEnabled: false }, adminLogin.token);
    expect(closed.status).to.equal(200);
    admin = await suite.newPage({ signedInAs: adminLogin });
    player = await suite.newPage({ signedInAs: playerLogin });
  });

  // A save's toast rises where the admin's pointer rests (the Save button at phone width), and a hovered
  // toast waits to be read: an admin's hand moves on before the next step, and so does this one.
  beforeEach(() => admin.mouse.move(0, 0));

  it('given a new admin on the menu, when they open the control panel, then the welcome says registration is open, and it is', async () => {
    await suite.open('/fi/', admin);
    await admin.getByRole('link', { name: fi.menu.controlPanel }).click();
    await admin.waitForURL(/\/fi\/control-panel\/management\/system-settings\?first=1$/);
    await admin.getByRole('heading', { name: mgmtFi.welcome.title }).waitFor();
    await admin.getByText(mgmtFi.welcome.registration).waitFor();
    const registration = admin.getByRole('switch', {
      name: mgmtFi.settings.switches.registrationEnabled.name,
    });
    await admin.waitForFunction(
      () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true',
    );
    expect(await registration.getAttribute('aria-checked')).to.equal('true');
    const status = await apiCaller(suite.server.url, 'fi').get('/guest/system/registration/status');
    expect(status.body).to.deep.include({ registrationEnabled: true });
  });

  it('when the admin turns the guest Play button off, then a new guest page has no way to today’s game', async () => {
    const before = await guestMenu();
    const todayEntry = (page: Page) =>
      page.locator('.hero').getByText(new RegExp(`^(${fi.menu.play}|${fi.game.entry.noGame})$`));
    await todayEntry(before).waitFor();

    const name = mgmtFi.settings.switches.showGuestPlayButton.name;
    const guestPlay = admin.getByRole('switch', { name });
    await guestPlay.click();
    await admin.getByText(toggledOff(name)).waitFor();
    expect(await guestPlay.getAttribute('aria-checked')).to.equal('false');
    await admin.getByText(mgmtFi.settings.switches.showGuestPlayButton.off).waitFor();

    // The guest menu waits for the switches before asking for today's game: no refused read happens.
    const after = await guestMenu();
    await after.getByRole('heading', { level: 1 }).waitFor();
    expect(await todayEntry(after).count()).to.equal(0);
    // Previous days stay, on their own switch.
    await after.locator('.hero').getByRole('link', { name: fi.common.previousDays }).waitFor();
    // A guest who follows an old link to today's game learns why and how to play, with nothing to retry.
    suite.expectNoise(/status of 403 .*\/api\/game\/daily/);
    await suite.open('/fi/game', after);
    await after.getByRole('heading', { name: fi.game.switchedOff.GUEST_PLAY_DISABLED.title }).waitFor();
    await after.getByRole('link', { name: fi.game.switchedOff.signIn }).waitFor();
    expect(await after.getByRole('button', { name: fi.common.retry }).count()).to.equal(0);

    // On again, for the guests of the later steps.
    await guestPlay.click();
    await admin.getByText(mgmtFi.settings.done.on.replace('{{name}}', name)).waitFor();
  });

  it('when the admin turns the daily game off, then it asks first, and cancelling changes nothing', async () => {
    const daily = admin.getByRole('switch', { name: mgmtFi.settings.switches.dailyEnabled.name });
    await daily.click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('heading', { name: mgmtFi.settings.confirm.dailyEnabled.title }).waitFor();
    await dialog.getByRole('button', { name: fi.common.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await daily.getAttribute('aria-checked')).to.equal('true');
  });

  it('when the admin turns the daily game off, then a player’s menu offers Challenges and today’s game says why it rests', async () => {
    const daily = admin.getByRole('switch', { name: mgmtFi.settings.switches.dailyEnabled.name });
    await daily.click();
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: mgmtFi.settings.confirm.dailyEnabled.confirm })
      .click();
    await admin.getByText(mgmtFi.settings.switches.dailyEnabled.off).waitFor();
    // As before each step (above): the switch's toast rose under the pointer.
    await admin.mouse.move(0, 0);

    await suite.open('/fi/', player);
    await player.locator('.hero').getByRole('link', { name: fi.menu.challenges }).waitFor();
    expect(
      await player.locator('.hero').getByRole('link', { name: fi.common.previousDays }).count(),
    ).to.equal(0);
    await suite.open('/fi/game', player);
    await player.getByRole('heading', { name: fi.game.switchedOff.DAILY_DISABLED.title }).waitFor();
    await player.getByRole('link', { name: fi.common.previousDays }).waitFor();

    await daily.click();
    await admin.getByText(mgmtFi.settings.switches.dailyEnabled.on).waitFor();
  });

  it('when the admin saves a donation link, then a guest’s footer links to it in a new tab', async () => {
    await admin.getByLabel(mgmtFi.donation.label).fill(donation);
    await admin.getByRole('button', { name: mgmtFi.donation.save }).click();
    await admin.getByText(mgmtFi.donation.saved).waitFor();

    const guest = await guestMenu();
    const link = guest.getByRole('contentinfo').getByRole('link', { name: new RegExp(fi.footer.donate) });
    await link.waitFor();
    expect(await link.getAttribute('href')).to.equal(donation);
    expect(await link.getAttribute('target')).to.equal('_blank');
    expect(await link.getAttribute('rel')).to.equal('noopener noreferrer');
  });

  it('when the admin clears the link, then the footer has none', async () => {
    await admin.getByLabel(mgmtFi.donation.label).fill('');
    await admin.getByRole('button', { name: mgmtFi.donation.save }).click();
    await admin.getByText(mgmtFi.donation.cleared).waitFor();

    const guest = await guestMenu();
    await guest.getByRole('link', { name: fi.footer.privacy }).waitFor();
    expect(await guest.getByRole('link', { name: new RegExp(fi.footer.donate) }).count()).to.equal(0);
  });

  it('when the admin uploads a logo and saves a text, then the admin’s header shows them at once', async () => {
    await admin.getByRole('link', { name: /Ulkoasu/ }).click();
    await admin.waitForURL(/\/management\/branding$/);
    await admin.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await anImage('png', 120, 120, '#2b3a8f'),
    });
    await admin.getByText(mgmtFi.logo.uploaded).waitFor();
    await admin.getByLabel(mgmtFi.text.label, { exact: true }).fill(`  ${brandText}  `);
    await admin.getByRole('button', { name: mgmtFi.branding.save, exact: true }).click();
    await admin.getByText(mgmtFi.branding.saved).waitFor();
    await admin.locator('.site-header .site-header__text', { hasText: brandText }).waitFor();
  });

  it('then a guest’s header shows the game’s name, the logo and the text, on each language’s site', async () => {
    const guest = await guestMenu();
    const header = guest.getByRole('banner');
    const logo = header.locator('img.site-header__logo');
    await logo.waitFor();
    await guest.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.site-header img.site-header__logo');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    expect(await logo.getAttribute('alt')).to.equal(brandText);
    expect(await header.locator('.site-header__text').innerText()).to.equal(brandText);
    await header.getByRole('link', { name: `${fi.app.productName} · ${brandText}, etusivu` }).waitFor();

    // The English site is another instance with branding of its own, set there by its own admin.
    const enApi = apiCaller(suite.server.url, 'en');
    const enAdmin = await signUp(enApi, `admin_en_${tag}`);
    await suite.server.containers
      .get('en')!
      .get<KnexDatabase>(KNEX_DATABASE)
      .knex('users')
      .where({ id: enAdmin.user.id })
      .update({ roles: ['admin'] });
    const enText = 'Library words';
    const saved = await enApi.put('/manage/system/branding', { brandingText: enText }, enAdmin.token);
    expect(saved.status).to.equal(200);
    await suite.open('/en/', guest);
    await header.getByRole('link', { name: `${en.app.productName} · ${enText}, home` }).waitFor();
    expect(await header.locator('.site-header__text').innerText()).to.equal(enText);
  });

  it('when the admin shows their own brand only, then a guest sees it in place of the game’s', async () => {
    await admin.getByText(mgmtFi.display.custom.title).click();
    await admin.getByRole('button', { name: mgmtFi.branding.save, exact: true }).click();
    await admin.getByText(mgmtFi.branding.saved).waitFor();

    const guest = await guestMenu();
    const header = guest.getByRole('banner');
    await header.getByRole('link', { name: `${brandText}, etusivu` }).waitFor();
    expect(await header.locator('.site-header__name').count()).to.equal(0);
  });

  it('given a logo that fails to load, then the header hides it and keeps the text', async () => {
    suite.expectNoise(/status of 404/);
    const guest = await suite.newPage();
    await guest.route(/\/uploads\/fi\/branding\/logo\.png/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await suite.open('/fi/', guest);
    const header = guest.getByRole('banner');
    await header.locator('.site-header__text', { hasText: brandText }).waitFor();
    await header.locator('img.site-header__logo').waitFor({ state: 'detached' });
  });
});
