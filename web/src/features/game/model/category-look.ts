import { CATEGORY_COUNT, DEFAULT_CATEGORY_COLORS } from '../../../../../domain/constants/scoring.constants';
import { LIGHT_TEXT, parseHexColor, readableTextColor } from '../../../lib/readable-text-color';

// How a category looks, by its position (the editor's difficulty order): a colour, a shape so colour is
// never the only signal, and the share emoji of the position's colour. The colour is the one stored with
// the category: one of the default five becomes its palette token (tokens.css, tuned for both schemes);
// any other `#rrggbb` is used as it is, with dark or white text, whichever reads better on it.

const SHAPES = ['circle', 'triangle', 'square', 'diamond', 'star'] as const;
export type Shape = (typeof SHAPES)[number];

const EMOJI = ['🟨', '🟩', '🟦', '🟪', '🟧'] as const;
export const UNSOLVED_EMOJI = '⬜';
export const SWITCHED_EMOJI = '🔄';

/** An editor's own colour, outside the palette. */
export interface CustomTone {
  readonly background: string;
  readonly text: string;
  /** White text: translucent marks on it darken instead of lighten. */
  readonly lightText: boolean;
}

export interface CategoryLook {
  /** 1-5: the `--color-cat-N` token and the `category--tone-N` class (also under a custom colour). */
  readonly tone: number;
  readonly shape: Shape;
  readonly emoji: string;
  /** Null: the palette token of `tone`. */
  readonly custom: CustomTone | null;
}

const slot = (position: number): number =>
  Number.isInteger(position) && position >= 0 ? position % CATEGORY_COUNT : 0;

const paletteIndex = (color: string): number =>
  DEFAULT_CATEGORY_COLORS.findIndex((known) => known.toLowerCase() === color.trim().toLowerCase());

function customTone(color: string): CustomTone | null {
  const text = readableTextColor(color);
  if (parseHexColor(color) === null || text === null) return null;
  return { background: color.trim(), text, lightText: text === LIGHT_TEXT };
}

/** `color`: the stored colour; missing, unreadable or a default one keeps the palette. */
export function categoryLook(position: number, color?: string | null): CategoryLook {
  const own = slot(position);
  const palette = color ? paletteIndex(color) : -1;
  return {
    tone: (palette >= 0 ? palette : own) + 1,
    shape: SHAPES[own] as Shape,
    emoji: EMOJI[own] as string,
    custom: color && palette < 0 ? customTone(color) : null,
  };
}
