import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  flyKeyframes,
  hasMoved,
  liftKeyframes,
  LIFT_MS,
  MOVE_EASING,
  MOVE_MS,
  moveKeyframes,
  slotsOf,
  unionOf,
  type Box,
} from '../model/flip';
import type { DisplayOrder } from '../model/display-order';
import type { GameFeedback } from './use-game';
import { prefersReducedMotion } from '../../../lib/reduced-motion';

/** What moves: the grid's cards (`word:<word>`) and switch buttons (`row:<server row>`), by `data-flip`. */
const MOVABLE = '.word-grid [data-flip]';
const SOLVED_ROWS = '.solved-categories > .category-row';
/** Our own animations carry this id, so a new move can stop the one still running. */
const FLIP_ID = 'board-flip';

interface Measured {
  readonly element: HTMLElement;
  readonly box: Box;
  /** A card's word and its font size, for the copy that flies into a solved row. */
  readonly word?: { readonly text: string; readonly fontSize: string };
}

type Snapshot = ReadonlyMap<string, Measured>;

type Pending =
  | { readonly kind: 'shuffle'; readonly before: Snapshot }
  /** A guess on its way: `after` is the feedback standing when it was sent; its answer has another id. */
  | {
      readonly kind: 'guess';
      readonly after: number | undefined;
      readonly words: readonly string[];
      readonly before: Snapshot;
    };

/** Where the element stands on the page now (viewport plus scroll), running transforms included. */
function boxOf(element: Element): Box {
  const rect = element.getBoundingClientRect();
  return {
    left: rect.left + window.scrollX,
    top: rect.top + window.scrollY,
    width: rect.width,
    height: rect.height,
  };
}

function measure(root: HTMLElement): Snapshot {
  const snapshot = new Map<string, Measured>();
  for (const element of root.querySelectorAll<HTMLElement>(MOVABLE)) {
    const key = element.dataset.flip;
    if (!key) continue;
    const text = element.querySelector('.word-card__text');
    const word = text
      ? { text: text.textContent ?? '', fontSize: getComputedStyle(text).fontSize }
      : undefined;
    snapshot.set(key, { element, box: boxOf(element), word });
  }
  return snapshot;
}

const stopFlips = (element: Element) => {
  for (const animation of element.getAnimations()) if (animation.id === FLIP_ID) animation.cancel();
};

/** Every movable element that stands elsewhere than before glides from its old place to its new one. */
function playMoves(root: HTMLElement, before: Snapshot): void {
  const elements = Array.from(root.querySelectorAll<HTMLElement>(MOVABLE));
  // Stop every running glide first, so each element is measured where it now really stands.
  elements.forEach(stopFlips);
  // Every box is read before any animation starts: a read after an `animate` would force a fresh layout.
  const moves = elements.flatMap((element) => {
    const was = before.get(element.dataset.flip ?? '');
    const now = was ? boxOf(element) : null;
    return was && now && hasMoved(was.box, now) ? [{ element, from: was.box, to: now }] : [];
  });
  for (const { element, from, to } of moves) {
    element.animate(moveKeyframes(from, to), { id: FLIP_ID, duration: MOVE_MS, easing: MOVE_EASING });
  }
}

/**
 * A card's copy for its flight: a picture of a picked card (board.css, `.flip-ghost`), no button and no
 * word card, so it takes no click, no focus and no place among the board's cards, and screen readers skip it.
 */
function ghostOf(card: Measured): HTMLElement {
  const ghost = document.createElement('div');
  ghost.className = 'flip-ghost';
  ghost.setAttribute('aria-hidden', 'true');
  ghost.textContent = card.word?.text ?? '';
  Object.assign(ghost.style, {
    left: `${card.box.left - window.scrollX}px`,
    top: `${card.box.top - window.scrollY}px`,
    width: `${card.box.width}px`,
    height: `${card.box.height}px`,
    fontSize: card.word?.fontSize ?? '',
  });
  return ghost;
}

/**
 * A solved group: its row rises from where its three cards were into its place, and copies of the three
 * cards fly into it, fading as they arrive. The copies are pictures outside the board, removed when their
 * flight ends; the real cards are already gone, so nothing waits for the animation.
 */
function playLift(row: HTMLElement, cards: readonly Measured[], ghosts: Set<HTMLElement>): void {
  const union = unionOf(cards.map((card) => card.box));
  if (union === null) return;
  stopFlips(row);
  const rowBox = boxOf(row);
  row.animate(liftKeyframes(union, rowBox), { id: FLIP_ID, duration: LIFT_MS, easing: MOVE_EASING });
  const slots = slotsOf(rowBox, cards.length);
  cards.forEach((card, i) => {
    const slot = slots[i];
    if (!slot) return;
    const ghost = ghostOf(card);
    // Above the page; inside the board's modal dialog when it has one (the control panel's play-test),
    // since the page under a modal is drawn beneath its backdrop.
    (row.closest('dialog') ?? document.body).append(ghost);
    ghosts.add(ghost);
    const flight = ghost.animate(flyKeyframes(card.box, slot), {
      id: FLIP_ID,
      duration: LIFT_MS,
      easing: MOVE_EASING,
      fill: 'forwards',
    });
    const land = () => {
      ghosts.delete(ghost);
      ghost.remove();
    };
    flight.addEventListener('finish', land);
    flight.addEventListener('cancel', land);
  });
}

interface BoardMotionOptions {
  /** The board: its word grid and its solved rows. */
  readonly root: RefObject<HTMLElement | null>;
  /** The shown order of the words: a new one after `beforeShuffle` plays the shuffle. */
  readonly order: DisplayOrder;
  readonly last: { id: number; feedback: GameFeedback } | null;
  /** The solved groups' positions in the order their rows are shown. */
  readonly solved: readonly number[];
}

/**
 * FLIP for the board: a shuffle and a solve measure the cards before the change (`beforeShuffle`,
 * `beforeGuess`), and once the new board is on the page each element is moved back to where it was and
 * let go. Only transforms and opacity are animated (by the Web Animations API), so nothing waits for them:
 * the cards take clicks and the focus all along. Reduced motion measures nothing, so nothing plays.
 */
export function useBoardMotion({ root, order, last, solved }: BoardMotionOptions) {
  const pending = useRef<Pending | null>(null);
  const ghosts = useRef(new Set<HTMLElement>());
  const lastId = last?.id;

  // Called from the buttons' handlers, before the state changes: the board still stands as it was.
  const snapshot = (): Snapshot | null => {
    const element = root.current;
    return element === null || prefersReducedMotion() ? null : measure(element);
  };

  function beforeShuffle(): void {
    const before = snapshot();
    pending.current = before === null ? null : { kind: 'shuffle', before };
  }

  function beforeGuess(words: readonly string[]): void {
    const before = snapshot();
    pending.current = before === null ? null : { kind: 'guess', after: lastId, words, before };
  }

  // The shuffled order is on the page: play it.
  useLayoutEffect(() => {
    const shuffle = pending.current;
    const element = root.current;
    if (shuffle?.kind !== 'shuffle' || element === null) return;
    pending.current = null;
    playMoves(element, shuffle.before);
  }, [order, root]);

  // The answer to a guess: a wrong one moves nothing; a correct one waits until its row is on the page.
  useLayoutEffect(() => {
    const guess = pending.current;
    const element = root.current;
    if (guess?.kind !== 'guess' || last === null || last.id === guess.after || element === null) return;
    if (last.feedback.type !== 'correct') {
      pending.current = null;
      return;
    }
    const { category } = last.feedback;
    const index = solved.indexOf(category.position);
    if (index < 0) return; // the session that shows the row is still to come
    pending.current = null;
    if (prefersReducedMotion()) return;
    playMoves(element, guess.before);
    const row = element.querySelectorAll<HTMLElement>(SOLVED_ROWS)[index];
    const rank = (word: string) => {
      const at = category.words.indexOf(word);
      return at < 0 ? category.words.length : at;
    };
    const cards = [...guess.words]
      .sort((a, b) => rank(a) - rank(b))
      .map((word) => guess.before.get(`word:${word}`))
      .filter((card) => card !== undefined);
    if (row) playLift(row, cards, ghosts.current);
  }, [last, solved, root]);

  // Copies still flying when the board goes (the game ended) go with it.
  useEffect(() => {
    const flying = ghosts.current;
    return () => {
      for (const ghost of flying) ghost.remove();
      flying.clear();
    };
  }, []);

  return { beforeShuffle, beforeGuess };
}
