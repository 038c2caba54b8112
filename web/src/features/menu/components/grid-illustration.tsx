import type { CSSProperties } from 'react';

const ROWS = 4;
const COLUMNS = 3;
const SELECTED = new Set(['1-0', '1-2']);
// Word-shaped bars of varying width: the picture of a grid without inventing any words.
const WIDTHS = [70, 52, 82, 60, 76, 46, 88, 58, 66, 74, 50, 80];

/**
 * Decorative: a 3x5 board with one solved group and two picked words. `wideOnly` leaves it out on phones,
 * where it would stand a screen tall between a returning player's buttons and their stats.
 */
export function GridIllustration({ wideOnly = false }: { wideOnly?: boolean }) {
  return (
    <div className={`grid-art${wideOnly ? ' grid-art--wide-only' : ''}`} aria-hidden="true">
      <div className="grid-art__solved">
        <span className="grid-art__line grid-art__line--name" />
        <span className="grid-art__line grid-art__line--words" />
      </div>
      {Array.from({ length: ROWS }, (_, row) =>
        Array.from({ length: COLUMNS }, (_, column) => {
          const key = `${row}-${column}`;
          const width = WIDTHS[row * COLUMNS + column] ?? 60;
          return (
            <span
              key={key}
              className={`grid-art__tile${SELECTED.has(key) ? ' grid-art__tile--selected' : ''}`}
              style={{ '--delay': `${(row * COLUMNS + column) * 35}ms` } as CSSProperties}
            >
              <span className="grid-art__line" style={{ width: `${width}%` }} />
            </span>
          );
        }),
      )}
    </div>
  );
}
