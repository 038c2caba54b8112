import type { TOptions } from 'i18next';
import { seriesFacts, type ChartData } from './chart-model';

type Translate = (
  key: 'chart.lineSummary' | 'chart.barSummary' | 'chart.lineSeries' | 'chart.barSeries',
  options: TOptions,
) => string;

export interface SummaryWords<Key extends string> {
  t: Translate;
  title: string;
  seriesName: (key: Key) => string;
  /** A position's label in full (a long date, a week, a rating). */
  label: (raw: string) => string;
  format: (value: number) => string;
}

/**
 * A chart in one paragraph, for the label a screen reader reads in place of the drawing: the span it
 * covers, then each line's peak and latest value, or each bar's value.
 */
export function chartSummary<Key extends string>(data: ChartData<Key>, words: SummaryWords<Key>): string {
  const { t, title, seriesName, label, format } = words;
  if (data.kind === 'bars')
    return [
      t('chart.barSummary', { title }),
      ...data.series.map((series) =>
        t('chart.barSeries', {
          name: seriesName(series.key),
          values: series.values
            .map((value, index) => `${label(data.labels[index] ?? '')}: ${format(value)}`)
            .join(', '),
        }),
      ),
    ].join(' ');
  return [
    t('chart.lineSummary', { title, from: label(data.labels[0] ?? ''), to: label(data.labels.at(-1) ?? '') }),
    ...data.series.map((series) => {
      const facts = seriesFacts(data.labels, series.values);
      return t('chart.lineSeries', {
        name: seriesName(series.key),
        highest: format(facts.highest),
        at: label(facts.highestAt ?? ''),
        latest: format(facts.latest),
      });
    }),
  ].join(' ');
}
