import { lazy, Suspense, useId, useState } from 'react';
import { EmptyState } from '../../../../components/page/view-states';
import { isEmptyChart, type ChartData } from '../model/chart-model';
import { chartSummary } from '../model/chart-summary';
import { useStatisticsText } from '../i18n/texts';
import { ChartKey } from './chart-key';
import { ChartTable } from './chart-table';
import './chart.css';

const UplotCanvas = lazy(() => import('./uplot-canvas'));

export interface StatChartProps<Key extends string> {
  data: ChartData<Key>;
  title: string;
  seriesName: (key: Key) => string;
  /** A position's label on the axis (short) and in the table and readout (full). */
  axisLabel: (raw: string) => string;
  fullLabel: (raw: string) => string;
  /** The table's first column: day, week, rating. */
  xColumn: string;
  format: (value: number) => string;
  /** Shown instead of an empty drawing. */
  empty: string;
  /** False when a table with the same numbers stands right below the chart anyway. */
  ownTable?: boolean;
  height?: number;
}

/**
 * A chart as everyone can read it: the drawing (hidden from screen readers) sits in a labelled image whose
 * label says what it shows in words, a key names each series by colour and dash with the value under the
 * pointer, and the same numbers open as a table.
 */
export function StatChart<Key extends string>(props: StatChartProps<Key>) {
  const { data, title, seriesName, axisLabel, fullLabel, xColumn, format, empty, ownTable = true } = props;
  const { t } = useStatisticsText();
  const [hovered, setHovered] = useState<number | null>(null);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const height = props.height ?? 240;

  if (isEmptyChart(data)) return <EmptyState compact>{empty}</EmptyState>;

  const summary = chartSummary(data, { t, title, seriesName, label: fullLabel, format });
  const index = hovered ?? data.labels.length - 1;
  return (
    <figure className="cp-chart">
      <figcaption className="cp-chart__head">
        <span className="cp-chart__title">{title}</span>
        <ChartKey
          kind={data.kind}
          at={hovered === null && data.kind === 'bars' ? null : fullLabel(data.labels[index] ?? '')}
          items={data.series.map((series) => ({
            key: series.key,
            name: seriesName(series.key),
            value: hovered === null && data.kind === 'bars' ? null : format(series.values[index] ?? 0),
          }))}
        />
      </figcaption>
      <div className="cp-chart__frame" role="img" aria-label={summary} style={{ minHeight: height }}>
        <Suspense fallback={<span className="cp-chart__loading spinner" aria-hidden="true" />}>
          <UplotCanvas
            data={data}
            height={height}
            xLabel={(position) => axisLabel(data.labels[position] ?? '')}
            yValue={format}
            onHover={setHovered}
          />
        </Suspense>
      </div>
      {ownTable ? (
        <>
          <button
            type="button"
            className="link-button cp-chart__toggle"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {t(tableShown ? 'chart.hideTable' : 'chart.showTable')}
          </button>
          <div id={tableId} hidden={!tableShown}>
            {tableShown ? (
              <ChartTable
                data={data}
                caption={title}
                xColumn={xColumn}
                seriesName={seriesName}
                label={fullLabel}
                format={format}
              />
            ) : null}
          </div>
        </>
      ) : null}
    </figure>
  );
}
