import { CATEGORY_COUNT } from '../../../../../domain/constants/scoring.constants';

// How a category looks, by its position (the editor's difficulty order): one of the five palette colours
// (tokens.css, tuned for both schemes), a shape so colour is never the only signal, and the share emoji of
// the same colour. The server's own colour string is not used: it is free text from the editor, and the
// palette is what keeps the contrast right in light and dark mode.

const SHAPES = ['circle', 'triangle', 'square', 'diamond', 'star'] as const;
export type Shape = (typeof SHAPES)[number];

const EMOJI = ['🟨', '🟩', '🟦', '🟪', '🟧'] as const;
export const UNSOLVED_EMOJI = '⬜';
export const SWITCHED_EMOJI = '🔄';

export interface CategoryLook {
  /** 1-5: the `--color-cat-N` token and the `category--tone-N` class. */
  readonly tone: number;
  readonly shape: Shape;
  readonly emoji: string;
}

const slot = (position: number): number =>
  Number.isInteger(position) && position >= 0 ? position % CATEGORY_COUNT : 0;

export const categoryLook = (position: number): CategoryLook => ({
  tone: slot(position) + 1,
  shape: SHAPES[slot(position)] as Shape,
  emoji: EMOJI[slot(position)] as string,
});
