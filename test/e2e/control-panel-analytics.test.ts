/// <reference lib="dom" />
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import { addDays, formatGameDateInZone } from '../../domain/game/calendar';
import { en as statsEn } from '../../web/src/features/control-panel/statistics/i18n/en';
import { fi as statsFi } from '../../web/src/features/control-panel/statistics/i18n/fi';
import { apiCaller, signUp } from '../support/api-client';
import { DESKTOP, SCREENSHOTS, useBrowserSuite } from '../support/browser';

const tag = Date.now().toString(36).slice(-5);
/** Per language the narrowest phone and the desktop, the schemes crossed between the languages. */
const LOOKS = {
  fi: [
    ['narrow', { width: 360, height: 740 }, 'light'],
    ['desktop', DESKTOP, 'dark'],
  ],
  en: [
    ['narrow', { width: 360, height: 740 }, 'dark'],
    ['desktop', DESKTOP, 'light'],
  ],
} as const;

// The analytics sub-tab of the statistics (DESIGN 11) as a game manager sees it, in both languages, at
// a narrow phone and desktop size, light and dark: the empty state first, then a month of counted events.
describe('E2E | Control panel: the analytics statistics in Chromium', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite({ name: 'control-panel-analytics', pagePer: 'none' });
  const managers: Partial<Record<'fi' | 'en', Page>> = {};

  const database = (slug: string) => suite.server.containers.get(slug)!.get<KnexDatabase>(KNEX_DATABASE);

  before(async () => {
    for (const slug of ['fi', 'en'] as const) {
      const login = await signUp(apiCaller(suite.server.url, slug), `laskija_${slug}_${tag}`);
      await database(slug)
        .knex('users')
        .where({ id: login.user.id })
        .update({ roles: ['gameManager'] });
      managers[slug] = await suite.newPage({ signedInAs: login });
    }
  });

  /** Opens the sub-tab and pictures it at each of the language's looks; none may scroll sideways. */
  async function tour(slug: 'fi' | 'en', stage: string, ready: string): Promise<void> {
    const page = managers[slug]!;
    for (const [sizeName, size, colorScheme] of LOOKS[slug]) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme });
      await suite.open(`/${slug}/control-panel/statistics/analytics`, page);
      await page.getByText(ready).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${slug} ${stage} at ${sizeName} ${colorScheme}`).to.be.at.most(0);
      const name = `control-panel-analytics-${slug}-${stage}-${sizeName}-${colorScheme}.png`;
      await page.screenshot({ path: path.join(SCREENSHOTS, name), fullPage: true });
    }
  }

  it('given no event yet, then the sub-tab says that only players who accepted analytics are counted', async () => {
    await tour('fi', 'empty', statsFi.analytics.empty);
    await tour('en', 'empty', statsEn.analytics.empty);
  });

  it('given a month of events, then the totals show as figures and the series as two charts', async () => {
    for (const slug of ['fi', 'en'] as const) {
      const zone = slug === 'fi' ? 'Europe/Helsinki' : 'UTC';
      const today = formatGameDateInZone(new Date(), zone);
      const rows = Array.from({ length: 30 }, (_, back) => {
        const day = addDays(today, -back - 1);
        const wave = 40 + ((back * 7) % 23);
        return [
          { day, event_type: 'page_view', count: wave * 3 },
          { day, event_type: 'game_started', count: wave },
          { day, event_type: 'game_finished', count: wave - 6 },
          { day, event_type: 'share', count: back % 5 },
          { day, event_type: 'registration', count: back % 3 },
        ];
      })
        .flat()
        .filter((row) => row.count > 0);
      await database(slug).knex('analytics_daily_counts').insert(rows);
      const events = ['page_view', 'page_view', 'game_started', 'game_finished', 'share'].map((type) => ({
        type,
      }));
      const sent = await apiCaller(suite.server.url, slug).post('/analytics/events', { events });
      expect(sent.status).to.equal(202);
    }
    await tour('fi', 'month', statsFi.analytics.series.pageViews);
    await tour('en', 'month', statsEn.analytics.series.pageViews);
    const page = managers.en!;
    await page.getByRole('button', { name: statsEn.period.short['1y'] }).click();
    await page.getByText(statsEn.analytics.visits.weekly).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'control-panel-analytics-en-year.png') });
  });
});
