import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

export interface StatsColumn<Row> {
  title: string;
  /** Figures align to the right, so their digits line up down the column. */
  number?: boolean;
  cell: (row: Row) => ReactNode;
}

interface StatsTableProps<Row> {
  /** Names the scrolling region and, for screen readers, the table. */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column: what each row is (a day, a rating), as the row's header. */
  rowHeader: Omit<StatsColumn<Row>, 'number'>;
  columns: readonly StatsColumn<Row>[];
}

/** The tab's tables: a row a day (or a rating), a header cell first, the figures after it. */
export function StatsTable<Row>({ caption, rows, rowKey, rowHeader, columns }: StatsTableProps<Row>) {
  const numberClass = (column: StatsColumn<Row>) => (column.number ? 'cp-table__number' : undefined);
  return (
    <TableScroll label={caption}>
      <table className="cp-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader.title}</th>
            {/* A table's columns never change, so their places serve as keys. */}
            {columns.map((column, index) => (
              <th key={index} scope="col" className={numberClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowHeader.cell(row)}</th>
              {columns.map((column, index) => (
                <td key={index} className={numberClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
