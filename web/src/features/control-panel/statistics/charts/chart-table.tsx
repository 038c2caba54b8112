import { TableScroll } from '../components/table-scroll';
import type { ChartData } from '../model/chart-model';

interface ChartTableProps<Key extends string> {
  data: ChartData<Key>;
  caption: string;
  xColumn: string;
  seriesName: (key: Key) => string;
  label: (raw: string) => string;
  format: (value: number) => string;
}

/** A chart's numbers as a table: one row per position, one column per series. */
export function ChartTable<Key extends string>(props: ChartTableProps<Key>) {
  const { data, caption, xColumn, seriesName, label, format } = props;
  return (
    <TableScroll label={caption}>
      <table className="cp-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{xColumn}</th>
            {data.series.map((series) => (
              <th key={series.key} scope="col" className="cp-table__number">
                {seriesName(series.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((raw, index) => (
            <tr key={raw}>
              <th scope="row">{label(raw)}</th>
              {data.series.map((series) => (
                <td key={series.key} className="cp-table__number">
                  {format(series.values[index] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
