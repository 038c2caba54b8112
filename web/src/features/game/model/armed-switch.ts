import type { DisplayRow } from './display-order';

// A switch costs 1,000 points, so its button takes two presses. The first press arms the row the player
// saw: its words, not its index. A solve re-flows the rows (row 2 may hold other words a moment later)
// and a shuffle moves them, so an index could aim the confirming press at words the player never chose.

export interface ArmedSwitch {
  /** The row's words when it was armed, in any order (a shuffle inside the row changes nothing). */
  readonly words: readonly string[];
}

export const armRow = (row: DisplayRow): ArmedSwitch => ({ words: [...row.words] });

const sameWords = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((word) => b.includes(word));

/** The server's index of the row that still holds exactly the armed words; null when none does (disarmed). */
export function armedRowIndex(armed: ArmedSwitch | null, rows: readonly DisplayRow[]): number | null {
  if (armed === null) return null;
  return rows.find((row) => sameWords(row.words, armed.words))?.rowIndex ?? null;
}
