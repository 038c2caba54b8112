import { useEffect, type RefObject } from 'react';
import type { GameFeedback } from './use-game';
import { useLatest } from '../../../lib/use-latest';
import { verdictOf, type Verdict } from '../model/board-feedback';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

/** A plain miss: the cards shake their heads. */
const SHAKE: Keyframe[] = [
  { transform: 'translateX(0)' },
  { transform: 'translateX(-5px)' },
  { transform: 'translateX(5px)' },
  { transform: 'translateX(-3px)' },
  { transform: 'translateX(0)' },
];

/** One away: a gentler nudge, a small hop up and back, almost a nod. */
const NUDGE: Keyframe[] = [
  { transform: 'none' },
  { transform: 'translateY(-5px) scale(1.03)', offset: 0.35 },
  { transform: 'none', offset: 0.7 },
  { transform: 'translateY(-2px)', offset: 0.85 },
  { transform: 'none' },
];

const MOTION: Record<Verdict, { keyframes: Keyframe[]; options: KeyframeAnimationOptions }> = {
  miss: { keyframes: SHAKE, options: { duration: 320, easing: 'ease-out' } },
  oneAway: { keyframes: NUDGE, options: { duration: 420, easing: 'ease-in-out' } },
};

/**
 * A wrong guess moves the picked cards: a plain miss shakes them, one away nudges them (the badge and the
 * toast say the same in words). The Web Animations API plays it without re-mounting the cards, which would
 * lose the keyboard focus; reduced motion skips it.
 */
export function useShake(
  last: { id: number; feedback: GameFeedback } | null,
  selection: readonly string[],
  cards: RefObject<Map<string, HTMLButtonElement>>,
): void {
  const picked = useLatest(selection);
  const id = last?.id;
  const verdict = last ? verdictOf(last.feedback) : null;
  useEffect(() => {
    if (id === undefined || verdict === null || prefersReducedMotion()) return;
    const { keyframes, options } = MOTION[verdict];
    for (const word of picked.current) cards.current.get(word)?.animate(keyframes, options);
  }, [id, verdict, picked, cards]);
}
