// Shuffle is free and only visual (spec: the server owns the grid). A switch names a row of the server's
// grid, so shuffling may reorder rows and the words inside a row, but never move a word to another row:
// each row keeps its switch button and the button keeps meaning what it says.

export interface DisplayOrder {
  /** Server row indexes in the order they are shown. */
  readonly rows: readonly number[];
  /** For each server row, its column indexes in the order they are shown. */
  readonly columns: readonly (readonly number[])[];
}

export interface DisplayRow {
  /** The row as the server counts it: the `rowIndex` a switch of this row sends. */
  readonly rowIndex: number;
  readonly words: readonly string[];
}

type Grid = readonly (readonly string[])[];

const range = (length: number): number[] => Array.from({ length }, (_, i) => i);

export const serverOrder = (grid: Grid): DisplayOrder => ({
  rows: range(grid.length),
  columns: grid.map((row) => range(row.length)),
});

/** Fisher-Yates; `random` returns a number in [0, 1). */
function permutation(length: number, random: () => number): number[] {
  const order = range(length);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

const same = (a: readonly number[], b: readonly number[]) => a.every((value, i) => value === b[i]);

/** A new order that differs from the current one whenever the grid allows it (a shuffle that changes nothing looks broken). */
export function shuffledOrder(grid: Grid, current: DisplayOrder, random: () => number): DisplayOrder {
  const movable = grid.length > 1 || grid.some((row) => row.length > 1);
  for (let attempt = 0; ; attempt += 1) {
    const next = {
      rows: permutation(grid.length, random),
      columns: grid.map((row) => permutation(row.length, random)),
    };
    const unchanged =
      same(next.rows, current.rows) && next.columns.every((c, i) => same(c, current.columns[i] ?? []));
    if (!unchanged || !movable || attempt >= 8) return next;
  }
}

/** An order still fits when the grid has the same shape (a switch replaces a word in place); a solve reshapes it. */
export const fitsGrid = (order: DisplayOrder, grid: Grid): boolean =>
  order.rows.length === grid.length && grid.every((row, i) => order.columns[i]?.length === row.length);

export const arrange = (grid: Grid, order: DisplayOrder): DisplayRow[] => {
  const fitting = fitsGrid(order, grid) ? order : serverOrder(grid);
  return fitting.rows.map((rowIndex) => {
    const row = grid[rowIndex] ?? [];
    const columns = fitting.columns[rowIndex] ?? [];
    return { rowIndex, words: columns.map((column) => row[column] ?? '') };
  });
};
