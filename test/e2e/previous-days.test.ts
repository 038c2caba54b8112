/// <reference lib="dom" />
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { addDays } from '../../domain/game/calendar';
import { en } from '../../web/src/i18n/resources/en';
import { fi } from '../../web/src/i18n/resources/fi';
import { apiCaller, signUp } from '../support/api-client';
import { DESKTOP, SCREENSHOTS, useBrowserSuite } from '../support/browser';
import { puzzleOf, registeredPlayer, solveAll } from '../support/game-api';
import { aPuzzle } from '../support/manage-api';

// The previous days list as a player sees it (issue 15, defect 4): only days with a published game, each
// with its number and how the player's game went, a page of 30 with earlier days on request, and each
// day's page with its number, title and result or the way into the game. Each instance gets the sample
// games (today and 15 days back) plus published games 20-35 days back (so 16-19 days back have none) and
// a draft 17 days back, which must not show.

type Slug = 'fi' | 'en';
const TEXTS = { fi, en } as const;
const PASSWORD = 'Salainen1!';
const PUBLISHED_OFFSETS = [
  ...Array.from({ length: 16 }, (_, n) => -n),
  ...Array.from({ length: 16 }, (_, n) => -20 - n),
];

interface World {
  readonly today: string;
  readonly tokens: { token: string; refreshToken: string };
  readonly day: (offset: number) => string;
  readonly wonScore: number;
}

const [WON, LOST, FORFEIT, NOT_PLAYED, PLAYING] = [-1, -2, -3, -4, -5];

describe('E2E | Previous days', function () {
  this.timeout(300_000);
  const suite = useBrowserSuite({ name: 'previous-days', pagePer: 'none' });
  const worlds = {} as Record<Slug, World>;

  /** An editor adds the older games and the draft; a player wins, loses, forfeits, starts and skips days. */
  async function prepare(slug: Slug): Promise<World> {
    const api = apiCaller(suite.server.url, slug);
    const today = (await api.get('/game/daily')).body.today as string;
    const day = (offset: number) => addDays(today, offset);
    const tag = `${slug}${Date.now().toString(36).slice(-6)}`;
    const editor = await signUp(api, `toim_${tag}`);
    const database = suite.server.containers.get(slug)!.get<KnexDatabase>(KNEX_DATABASE);
    await database
      .knex('users')
      .where({ id: editor.user.id })
      .update({ roles: ['gameManager'] });
    const drafts = [[day(-17), false]] as const;
    const older = PUBLISHED_OFFSETS.filter((offset) => offset <= -20).map(
      (offset) => [day(offset), true] as const,
    );
    for (const [date, publish] of [...older, ...drafts]) {
      const body = { date, categories: aPuzzle(`${tag}${date.replaceAll('-', '')}`), publish };
      const created = await api.post('/manage/games', body, editor.token);
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
    }
    const player = await registeredPlayer(api, `pel_${tag}`);
    const won = await solveAll(player, await puzzleOf(suite.server, day(WON), slug));
    const lost = await puzzleOf(suite.server, day(LOST), slug);
    for (let n = 0; n < 20; n++) await player.check(lost.wrong(n), day(LOST));
    await player.start(day(FORFEIT));
    await player.forfeit(day(FORFEIT));
    await player.start(day(PLAYING));
    const login = await api.post('/auth/login', { username: `pel_${tag}`, password: PASSWORD });
    return { today, day, tokens: login.body, wonScore: won.body.result.score };
  }

  before(async () => {
    for (const slug of ['fi', 'en'] as const) worlds[slug] = await prepare(slug);
  });

  const openAs = async (slug: Slug, route: string, viewport = { width: 360, height: 780 }) => {
    const page = await suite.newPage({ viewport, signedInAs: worlds[slug].tokens });
    await suite.open(`/${slug}${route}`, page);
    return page;
  };
  const rows = (page: Page) =>
    page.locator('.previous__day').evaluateAll((links) =>
      links.map((link) => ({
        date: link.getAttribute('href')?.split('/').pop() ?? '',
        text: link.textContent ?? '',
      })),
    );

  it('given the player, then the list shows only published days, newest first, each with its number and state', async () => {
    const { day, wonScore } = worlds.fi;
    const page = await openAs('fi', '/previous');
    await page.locator('.previous__day').first().waitFor();
    const shown = await rows(page);
    const expected = PUBLISHED_OFFSETS.slice(0, 30).map(day);
    expect(shown.map((row) => row.date)).to.deep.equal(expected);
    for (const absent of [-16, -17, -18, -19, 1].map(day))
      expect(shown.map((r) => r.date)).not.to.include(absent);

    const textOf = (offset: number) => shown.find((row) => row.date === day(offset))?.text ?? '';
    const texts = fi.game.previous;
    expect(textOf(0)).to.include('#32').and.include(texts.today).and.include(texts.notPlayed);
    const score = new Intl.NumberFormat('fi').format(wonScore);
    expect(textOf(WON)).to.include('#31').and.include(texts.won.replace('{{score}}', score));
    expect(textOf(LOST)).to.include(texts.lost);
    expect(textOf(FORFEIT)).to.include(texts.forfeited);
    expect(textOf(NOT_PLAYED)).to.include(texts.notPlayed);
    expect(textOf(PLAYING)).to.include(texts.inProgress);

    await page.getByRole('button', { name: texts.showMore }).click();
    await page.locator('.previous__day').nth(31).waitFor();
    const all = await rows(page);
    expect(all.map((row) => row.date)).to.deep.equal(PUBLISHED_OFFSETS.map(day));
    expect(all[31]?.text).to.include('#1');
    expect(await page.getByRole('button', { name: texts.showMore }).count()).to.equal(0);
  });

  it('given a day of the list, then its page shows the number, the title and how the game went', async () => {
    const { day, wonScore } = worlds.fi;
    const page = await openAs('fi', '/previous');
    await page.locator(`a[href$="/previous/${day(WON)}"]`).click();
    await page.getByText(fi.game.over.won).waitFor();
    expect(await page.locator('.eyebrow').textContent()).to.equal('Sanaryhmät #31');
    expect(await page.locator('h1').textContent()).to.match(/\d{4}$/);
    const points = fi.game.over.points.replace('{{score}}', new Intl.NumberFormat('fi').format(wonScore));
    await page.getByText(points).waitFor();
    expect(await page.locator('.revealed__list > li').count()).to.equal(5);

    const cases: [number, string][] = [
      [LOST, fi.game.over.lost],
      [FORFEIT, fi.game.over.forfeit],
      [NOT_PLAYED, fi.game.previous.play],
      [PLAYING, fi.game.previous.continue],
    ];
    for (const [offset, text] of cases) {
      await suite.open(`/fi/previous/${day(offset)}`, page);
      await page.getByText(text, { exact: true }).first().waitFor();
      const shot = path.join(SCREENSHOTS, `previous-days-day-${offset === LOST ? 'lost' : -offset}.png`);
      await page.screenshot({ path: shot, fullPage: true });
    }
    const play = page.getByRole('link', { name: fi.game.previous.continue });
    expect(await play.getAttribute('href')).to.include(day(PLAYING));
  });

  it('given both languages at 320, 360 and 1280 px, light and dark, then the list and a day fit without sideways scrolling', async () => {
    const sizes = [{ width: 320, height: 700 }, { width: 360, height: 780 }, DESKTOP];
    for (const slug of ['fi', 'en'] as const) {
      for (const viewport of sizes) {
        const page = await suite.newPage({ viewport, signedInAs: worlds[slug].tokens });
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          const name = `previous-days-look-${slug}-${viewport.width}-${colorScheme}`;
          for (const [what, route] of [
            ['list', '/previous'],
            ['won', `/previous/${worlds[slug].day(WON)}`],
            ['unplayed', `/previous/${worlds[slug].day(NOT_PLAYED)}`],
          ] as const) {
            await suite.open(`/${slug}${route}`, page);
            await page
              .locator('.previous__day, .previous-day__outcome, .previous-day__lead')
              .first()
              .waitFor();
            // The instance's language throughout: no Finnish state beside English dates, or the reverse.
            if (what === 'list') await page.getByText(TEXTS[slug].game.previous.notPlayed).first().waitFor();
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            expect(overflow, `${name} ${what}`).to.be.at.most(0);
            await page.screenshot({
              path: path.join(SCREENSHOTS, `${name}-${what}.png`),
              fullPage: what !== 'list',
            });
            if (what === 'list') {
              await page
                .getByRole('button', { name: TEXTS[slug].game.previous.showMore })
                .scrollIntoViewIfNeeded();
              await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-list-end.png`) });
            }
          }
        }
      }
    }
  });
});
