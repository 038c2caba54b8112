import { useEffect, useRef, type RefObject } from 'react';
import type { GameState } from '../model/game-state';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

/**
 * A game that ends on this page lands the player on its result: the page scrolls to the top of the game
 * over view (smoothly, or at once under reduced motion) and the focus moves to its first heading, so a
 * keyboard or screen reader user starts from the outcome and not from wherever the board had them. A
 * finished game opened as such is already at the top and keeps the page's own focus.
 */
export function useResultLanding(kind: GameState['kind'], view: RefObject<HTMLElement | null>): void {
  const previous = useRef(kind);
  useEffect(() => {
    const before = previous.current;
    previous.current = kind;
    const element = view.current;
    if (kind !== 'over' || before !== 'playing' || element === null) return;
    const heading = element.querySelector<HTMLElement>('h1, h2, h3');
    if (heading) {
      // Focusable by script only, so it is no extra Tab stop.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [kind, view]);
}
