import { expect } from 'chai';
import { ApiError } from '../../../../web/src/lib/api';
import { en as statsEn } from '../../../../web/src/features/control-panel/statistics/i18n/en';
import { fi as statsFi } from '../../../../web/src/features/control-panel/statistics/i18n/fi';
import type { StatisticsKey } from '../../../../web/src/features/control-panel/statistics/i18n/messages';
import { registerStatisticsTexts } from '../../../../web/src/features/control-panel/statistics/i18n/texts';
import {
  ratingsChart,
  dailyPlayersChart,
} from '../../../../web/src/features/control-panel/statistics/model/chart-model';
import { chartSummary } from '../../../../web/src/features/control-panel/statistics/model/chart-summary';
import {
  createStatsFormats,
  weekOf,
} from '../../../../web/src/features/control-panel/statistics/model/stats-formats';
import { errorTextKey, hasTextIn } from '../../../../web/src/features/control-panel/shell/error-text-key';
import { expectSameTexts, tabTranslators } from '../texts-support';

const NBSP = '\u00a0';

const translators = () => tabTranslators<StatisticsKey>(registerStatisticsTexts, 'controlPanelStatistics');

describe('Web | Control panel | statistics texts', () => {
  it('given both languages then they have the same texts, none empty', () => {
    expectSameTexts(statsFi, statsEn);
  });

  it('given a line chart then its label names the span, and each line its peak and latest value', () => {
    const { en: t } = translators();
    const formats = createStatsFormats('en');
    const data = dailyPlayersChart([
      { date: '2026-11-24', players: 3, wins: 1, averageScore: 0 },
      { date: '2026-11-22', players: 7, wins: 2, averageScore: 0 },
    ]);
    const summary = chartSummary(data, {
      t,
      title: 'Players and wins',
      seriesName: (key) => t(`daily.series.${key}`),
      label: formats.date,
      format: formats.number,
    });
    expect(summary).to.equal(
      'Players and wins, line chart from 22 Nov 2026 to 24 Nov 2026. Players: highest 7 (22 Nov 2026), latest 3. Wins: highest 2 (22 Nov 2026), latest 1.',
    );
  });

  it('given a bar chart then its label reads every bar, in Finnish too', () => {
    const { fi: t } = translators();
    const summary = chartSummary(ratingsChart([{ rating: 2, difficulty: 1, fun: 4 }]), {
      t,
      title: 'Arvosanojen jakauma',
      seriesName: (key) => t(`reviews.series.${key}`),
      label: (rating) => t('reviews.rating', { rating }),
      format: String,
    });
    expect(summary).to.equal(
      'Arvosanojen jakauma, pylväskaavio. Vaikeus: arvosana 1: 0, arvosana 2: 1, arvosana 3: 0, arvosana 4: 0, arvosana 5: 0. Hauskuus: arvosana 1: 0, arvosana 2: 4, arvosana 3: 0, arvosana 4: 0, arvosana 5: 0.',
    );
  });

  it('given plural texts then one and many read right in both languages', () => {
    const { fi: tFi, en: tEn } = translators();
    expect(tFi('puzzles.finished', { count: 1 })).to.equal('1 pelaaja on pelannut pelin loppuun.');
    expect(tEn('combinations.attempts', { count: 12, formatted: '12' })).to.equal('12 times');
  });

  it('given ISO week labels then weeks are recognised and days are not', () => {
    expect(weekOf('2026-W08')).to.deep.equal({ year: 2026, week: 8 });
    expect(weekOf('2026-11-24')).to.equal(null);
  });

  it('given figures then Finnish and English write them their own way', () => {
    const fiFormats = createStatsFormats('fi');
    const enFormats = createStatsFormats('en');
    expect(fiFormats.number(12345)).to.equal(`12${NBSP}345`);
    expect(enFormats.number(12345)).to.equal('12,345');
    expect(fiFormats.decimal(3.25)).to.match(/^3,[23]$/);
    expect(fiFormats.share(0.5)).to.equal(`50${NBSP}%`);
    expect(fiFormats.axisDay('2026-12-03')).to.equal('3.12.');
    expect(enFormats.axisDay('2026-12-03')).to.equal('3 Dec');
    expect(enFormats.number(Number.NaN)).to.equal('–');
  });

  it('given failures then an unreachable server and an ended session get the shared words, known codes their own', () => {
    const failure = (code: string, status = 400) => new ApiError({ status, code, message: 'x' });
    // The tab's rule (components/use-error-text.ts): any of its `errors` texts may answer a code.
    const isTabCode = hasTextIn(statsFi.errors);
    const key = (error: unknown) => errorTextKey(error, 'loadFailed', isTabCode);
    expect(key(failure('NETWORK_ERROR', 0))).to.deep.equal({ scope: 'app', key: 'errors.network' });
    expect(key(failure('TIMEOUT', 0)).key).to.equal('errors.network');
    expect(key(failure('SESSION_EXPIRED', 401))).to.deep.equal({
      scope: 'app',
      key: 'errors.SESSION_EXPIRED',
    });
    expect(key(failure('FORBIDDEN', 403))).to.deep.equal({ scope: 'tab', key: 'errors.FORBIDDEN' });
    expect(key(failure('SOMETHING_NEW')).key).to.equal('errors.loadFailed');
    expect(key(new Error('boom')).key).to.equal('errors.loadFailed');
  });
});
