import { StatsTable, type StatsColumn } from '../components/stats-table';
import type { ChartData } from '../model/chart-model';

interface ChartTableProps<Key extends string> {
  data: ChartData<Key>;
  caption: string;
  xColumn: string;
  seriesName: (key: Key) => string;
  label: (raw: string) => string;
  format: (value: number) => string;
}

/** A place on the chart's x axis: its label and where its values sit in each series. */
type Position = { raw: string; index: number };

/** A chart's numbers as a table: one row per position, one column per series. */
export function ChartTable<Key extends string>(props: ChartTableProps<Key>) {
  const { data, caption, xColumn, seriesName, label, format } = props;
  const positions = data.labels.map((raw, index): Position => ({ raw, index }));
  return (
    <StatsTable
      caption={caption}
      rows={positions}
      rowKey={(position) => position.raw}
      rowHeader={{ title: xColumn, cell: (position) => label(position.raw) }}
      columns={data.series.map((series): StatsColumn<Position> => ({
        title: seriesName(series.key),
        number: true,
        cell: (position) => format(series.values[position.index] ?? 0),
      }))}
    />
  );
}
