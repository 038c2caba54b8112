// Arrow keys move between word cards like in a spreadsheet (a row's switch button is the cell after its words);
// Home and End go to the row's ends. Rows may be shorter than three (never in a fresh grid, but the contract
// allows it), so a move clamps.

export interface Cell {
  readonly row: number;
  readonly column: number;
}

export function moveCell(cell: Cell, key: string, rowLengths: readonly number[]): Cell | null {
  const lastRow = rowLengths.length - 1;
  if (lastRow < 0) return null;
  const clamp = (row: number, column: number): Cell => {
    const length = rowLengths[row] ?? 1;
    return { row, column: Math.max(0, Math.min(column, length - 1)) };
  };
  switch (key) {
    case 'ArrowLeft':
      return clamp(cell.row, cell.column - 1);
    case 'ArrowRight':
      return clamp(cell.row, cell.column + 1);
    case 'ArrowUp':
      return clamp(Math.max(0, cell.row - 1), cell.column);
    case 'ArrowDown':
      return clamp(Math.min(lastRow, cell.row + 1), cell.column);
    case 'Home':
      return clamp(cell.row, 0);
    case 'End':
      return clamp(cell.row, Number.MAX_SAFE_INTEGER);
    default:
      return null;
  }
}

/** The focus target that still exists after the grid shrank (a solved group leaves it). */
export const withinGrid = (cell: Cell, rowLengths: readonly number[]): Cell => {
  if (rowLengths.length === 0) return { row: 0, column: 0 };
  const row = Math.min(cell.row, rowLengths.length - 1);
  return { row, column: Math.min(cell.column, (rowLengths[row] ?? 1) - 1) };
};

/**
 * Where the focus goes when the board asks for it (the game just started, or a correct guess took the
 * focused cards away): the first word of the remaining grid, so the next Tab stays on the board. Null when
 * no word remains (the game is over and another view takes the page).
 */
export const firstWordCell = (wordsPerRow: readonly number[]): Cell | null => {
  const row = wordsPerRow.findIndex((length) => length > 0);
  return row < 0 ? null : { row, column: 0 };
};
