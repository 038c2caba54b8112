// Reordering the upcoming games (DESIGN 11): the same set of dates, earliest first, given to the games in
// their new order. The list moves by dragging or by keyboard; both come down to moving one item.

export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved as T);
  return next;
};

/** Where a key press moves the item at `index` (Alt/Ctrl+arrows in the view); null: not a move key. */
export function keyboardTarget(index: number, length: number, key: string): number | null {
  switch (key) {
    case 'ArrowUp':
      return index > 0 ? index - 1 : null;
    case 'ArrowDown':
      return index < length - 1 ? index + 1 : null;
    case 'Home':
      return index > 0 ? 0 : null;
    case 'End':
      return index < length - 1 ? length - 1 : null;
    default:
      return null;
  }
}

/** The date each position gets: the games' own dates, earliest first. */
export const datesInOrder = (games: readonly { date: string }[]): string[] =>
  games.map((game) => game.date).sort();

export const sameOrder = (a: readonly { _id: string }[], b: readonly { _id: string }[]): boolean =>
  a.length === b.length && a.every((game, i) => game._id === b[i]?._id);

/**
 * The index a dragged item lands on: the number of other items whose middle it has passed. `middles`
 * are the vertical centres of the items as laid out before the drag, in order.
 */
export function dropIndex(middles: readonly number[], from: number, pointerY: number): number {
  let index = 0;
  middles.forEach((middle, i) => {
    if (i !== from && pointerY > middle) index += 1;
  });
  return index;
}
