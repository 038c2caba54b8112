// FLIP ("first, last, invert, play") for the board: where an element was before a change, where it is after,
// and the keyframes that carry it from the one to the other. Boxes are in page coordinates (the viewport's
// plus the scroll), so a page that scrolled between the two measurements does not move anything.

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Cards gliding to new places (a shuffle, the grid closing up after a solve). */
export const MOVE_MS = 320;
/** A solved group rising from its cards' places into its row. */
export const LIFT_MS = 420;
export const MOVE_EASING = 'cubic-bezier(0.2, 0.8, 0.2, 1)';

/** Less than this, in pixels, is no move at all (sub-pixel layout rounding). */
const STILL_PX = 0.5;

const centreOf = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/** How far the element must be pushed back from `last` to stand where `first` was. */
function offsetBetween(first: Box, last: Box): { x: number; y: number } {
  return { x: first.left - last.left, y: first.top - last.top };
}

export function hasMoved(first: Box, last: Box): boolean {
  const { x, y } = offsetBetween(first, last);
  return Math.abs(x) > STILL_PX || Math.abs(y) > STILL_PX;
}

/** An element that moved from `first` to `last`: it starts where it was and glides home. */
export function moveKeyframes(first: Box, last: Box): Keyframe[] {
  const { x, y } = offsetBetween(first, last);
  return [{ transform: `translate(${round(x)}px, ${round(y)}px)` }, { transform: 'none' }];
}

/** The smallest box around all the boxes; null for none. */
export function unionOf(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.left + box.width));
  const bottom = Math.max(...boxes.map((box) => box.top + box.height));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * The solved row rises from where its cards were (the centre of the box around them) into its place,
 * fading in as it comes. Only translated, never scaled, so its text stays sharp.
 */
export function liftKeyframes(cards: Box, row: Box): Keyframe[] {
  const from = centreOf(cards);
  const to = centreOf(row);
  const x = round(from.x - to.x);
  const y = round(from.y - to.y);
  return [
    { transform: `translate(${x}px, ${y}px)`, opacity: 0.2 },
    { transform: `translate(${round(x * 0.15)}px, ${round(y * 0.15)}px)`, opacity: 1, offset: 0.7 },
    { transform: 'none', opacity: 1 },
  ];
}

/** The row split in `count` equal places side by side: where each of its words lands. */
export function slotsOf(row: Box, count: number): Box[] {
  const width = row.width / count;
  return Array.from({ length: count }, (_, i) => ({ ...row, left: row.left + i * width, width }));
}

/**
 * A card's copy flying from its place in the grid into its place in the row: its centre to the slot's
 * centre, shrinking to the row's height at most, and gone by the time it arrives.
 */
export function flyKeyframes(card: Box, slot: Box): Keyframe[] {
  const from = centreOf(card);
  const to = centreOf(slot);
  const scale = Math.min(1, slot.height / card.height, slot.width / card.width);
  const x = round(to.x - from.x);
  const y = round(to.y - from.y);
  return [
    { transform: 'none', opacity: 1 },
    {
      transform: `translate(${round(x * 0.8)}px, ${round(y * 0.8)}px) scale(${round(scale)})`,
      opacity: 0.9,
      offset: 0.7,
    },
    { transform: `translate(${x}px, ${y}px) scale(${round(scale)})`, opacity: 0 },
  ];
}

const round = (value: number) => Math.round(value * 100) / 100;
