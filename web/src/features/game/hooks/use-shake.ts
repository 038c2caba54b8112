import { useEffect, type RefObject } from 'react';
import type { GameFeedback } from './use-game';
import { useLatest } from '../../../lib/use-latest';

const SHAKE: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-5px)' },
  { transform: 'translateX(5px)' },
  { transform: 'translateX(-3px)' },
  { transform: 'translateX(0)' },
];

/**
 * A wrong guess shakes the picked cards (the toast says the same in words). The Web Animations API plays
 * it without re-mounting the cards, which would lose the keyboard focus; reduced motion skips it.
 */
export function useShake(
  last: { id: number; feedback: GameFeedback } | null,
  selection: readonly string[],
  cards: RefObject<Map<string, HTMLButtonElement>>,
): void {
  const picked = useLatest(selection);
  const id = last?.id;
  const wrong = last?.feedback.type === 'wrong' || last?.feedback.type === 'oneAway';
  useEffect(() => {
    if (id === undefined || !wrong) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    for (const word of picked.current)
      cards.current.get(word)?.animate(SHAKE, { duration: 320, easing: 'ease-out' });
  }, [id, wrong, picked, cards]);
}
