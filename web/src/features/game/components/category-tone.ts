import type { CSSProperties } from 'react';
import type { CategoryLook } from '../model/category-look';

/**
 * The class and inline colours that paint an element in a category's colour: the palette class, and for
 * an editor's own colour the custom properties category.css reads (`--tone`, `--on-tone`).
 */
export function toneProps(look: CategoryLook): { className: string; style: CSSProperties | undefined } {
  const { custom } = look;
  if (custom === null) return { className: `category--tone-${look.tone}`, style: undefined };
  return {
    className: `category--tone-${look.tone} category--custom${custom.lightText ? ' category--light-text' : ''}`,
    style: { '--tone': custom.background, '--on-tone': custom.text } as CSSProperties,
  };
}
