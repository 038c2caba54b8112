import { expect } from 'chai';
import type { AnalyticsPoint } from '../../../../contracts/analytics.codec';
import { createAnalyticsApi } from '../../../../web/src/features/control-panel/statistics/analytics/analytics-api';
import {
  nothingCounted,
  socialChart,
  visitsChart,
} from '../../../../web/src/features/control-panel/statistics/analytics/analytics-charts';
import { resolveTabRoute } from '../../../../web/src/features/control-panel/shell/control-panel-tabs';
import type { StatisticsKey } from '../../../../web/src/features/control-panel/statistics/i18n/messages';
import { registerStatisticsTexts } from '../../../../web/src/features/control-panel/statistics/i18n/texts';
import { rejectionOf } from '../../../support/rejection';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { bearerOf, json } from '../../support/fake-server';
import { tabTranslators } from '../texts-support';

const point = (label: string, counts: Partial<AnalyticsPoint> = {}): AnalyticsPoint => ({
  label,
  from: label,
  pageViews: 0,
  gamesStarted: 0,
  gamesFinished: 0,
  shares: 0,
  registrations: 0,
  ...counts,
});

describe('Web | Control panel | statistics | analytics', () => {
  it('given a period then the analytics are asked for it with the token; signed out, no call is made', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(10 * MINUTE);
    harness.server.on('GET', '/manage/stats/analytics?period=1y', () => json({ period: '1y' }));
    expect(await createAnalyticsApi(harness.client).analytics('1y')).to.deep.equal({ period: '1y' });
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);

    const signedOut = new ApiHarness();
    await rejectionOf(createAnalyticsApi(signedOut.client).analytics('30d'));
    expect(signedOut.server.requests).to.have.length(0);
  });

  it('given the series then views and games make one chart and shares and registrations another, oldest first', () => {
    const points = [
      point('2026-W47', { pageViews: 40, gamesStarted: 12, gamesFinished: 9, shares: 2 }),
      point('2026-W48', { pageViews: 55, gamesStarted: 20, gamesFinished: 18, registrations: 3 }),
    ];
    expect(visitsChart(points)).to.deep.equal({
      kind: 'line',
      labels: ['2026-W47', '2026-W48'],
      series: [
        { key: 'pageViews', values: [40, 55] },
        { key: 'gamesStarted', values: [12, 20] },
        { key: 'gamesFinished', values: [9, 18] },
      ],
    });
    expect(socialChart(points).series).to.deep.equal([
      { key: 'shares', values: [2, 0] },
      { key: 'registrations', values: [0, 3] },
    ]);
  });

  it('given totals all zero then nothing was counted; any one count, something was', () => {
    expect(nothingCounted(point('x'))).to.equal(true);
    expect(nothingCounted(point('x', { registrations: 1 }))).to.equal(false);
  });

  it('given the statistics tab then analytics is a sub-tab of its own', () => {
    expect(resolveTabRoute(['gameManager'], 'statistics', 'analytics')).to.deep.equal({
      kind: 'show',
      tab: 'statistics',
      subtab: 'analytics',
    });
  });

  it('given both languages then the empty state says that only players who accepted analytics count', () => {
    const { fi, en } = tabTranslators<StatisticsKey>(registerStatisticsTexts, 'controlPanelStatistics');
    expect(en('analytics.empty')).to.include('Only players who accepted analytics are counted');
    expect(fi('analytics.empty')).to.include('vain pelaajat, jotka ovat hyväksyneet analytiikan');
  });
});
