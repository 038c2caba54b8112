/// <reference lib="dom" />
import type { Page, Response } from 'playwright-core';

// Watching the board as a player sees it: which animations run at the frame something appears, what the
// board shows, and what the game's calls answered (test/e2e/game-feel.test.ts).

/** How long a step waits for what it expects before it looks at what is there (and the test says what is missing). */
export const SHOWS_WITHIN_MS = 5000;

/**
 * One running animation: its element's first class, its name (a CSS animation's, `transition <property>`
 * for a CSS transition, the id of a script's or `waapi`) and its transforms.
 */
export interface Motion {
  target: string;
  name: string;
  transforms: string;
}

export const answerOf = async <T>(response: Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;
export const gameCall = (name: string) => (response: Response) =>
  response.url().includes(`/api/game/guest/${name}`) && response.request().method() === 'POST';
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words on the board as shown, row by row. */
export const shownWords = (page: Page): Promise<string[]> =>
  page.locator('.word-grid .word-card').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));

/**
 * Waits until `selector` is on the page (with `text`, one that says it; with `orderNot`, until the board's
 * words stand in another order) and answers the animations running at that very frame; null when it never
 * came. The toast's are left out unless `all`: it comes in with a slide of its own, which is not the board's.
 */
export async function motionWhen(
  page: Page,
  ready: { selector: string; text?: string } | { orderNot: string[] },
  all = false,
): Promise<Motion[] | null> {
  return (await lookWhen(page, ready, all))?.motion ?? null;
}

/** An element as a look saw it: its text, aria-hidden, and how many animations it ran. */
export interface Seen {
  text: string | null;
  hidden: string | null;
  moving: number;
}

/**
 * As `motionWhen`, and the elements of `snapshot` as they were at that same frame (things in flight,
 * such as the copies of solved cards, may be gone by the next round trip on a busy machine).
 */
export async function lookWhen(
  page: Page,
  ready: { selector: string; text?: string } | { orderNot: string[] },
  all = false,
  snapshot = '',
): Promise<{ motion: Motion[]; snapshot: Seen[] } | null> {
  const handle = await page
    .waitForFunction(
      ({ ready, all, snapshot }) => {
        // No named helpers in here: the test runner's names for them do not exist in the page.
        const words = Array.from(document.querySelectorAll('.word-grid .word-card')).map(
          (card) => card.textContent ?? '',
        );
        const there =
          'selector' in ready
            ? Array.from(document.querySelectorAll(ready.selector)).some(
                (element) => ready.text === undefined || element.textContent === ready.text,
              )
            : words.length > 0 && words.join('|') !== ready.orderNot.join('|');
        if (!there) return false;
        const seen = (snapshot ? Array.from(document.querySelectorAll(snapshot)) : []).map((element) => ({
          text: element.textContent,
          hidden: element.getAttribute('aria-hidden'),
          moving: element.getAnimations().length,
        }));
        const motion = document.getAnimations().flatMap((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          const target = effect?.target;
          if (!(target instanceof Element)) return [{ target: '?', name: animation.id, transforms: '' }];
          if (!all && target.closest('.app-toaster')) return [];
          // Reduced motion's rule (base.css) cuts every animation and transition to 0.01 ms: those move nothing.
          if (Number(animation.effect?.getComputedTiming().duration) <= 1) return [];
          return [
            {
              target: target.classList[0] ?? target.tagName,
              name:
                animation instanceof CSSAnimation
                  ? animation.animationName
                  : animation instanceof CSSTransition
                    ? `transition ${animation.transitionProperty}`
                    : animation.id || 'waapi',
              transforms: (effect?.getKeyframes() ?? [])
                .map((frame) => String(frame.transform ?? ''))
                .join(' '),
            },
          ];
        });
        return { motion, snapshot: seen };
      },
      { ready, all, snapshot },
      { timeout: SHOWS_WITHIN_MS },
    )
    .catch(() => null);
  return handle === null ? null : ((await handle.jsonValue()) as { motion: Motion[]; snapshot: Seen[] });
}

/** Every animation that runs on the page within `ms` (sampled each frame), the toast's included, that moves. */
export const motionWithin = (page: Page, ms: number): Promise<string[]> =>
  page.evaluate(async (ms) => {
    const seen = new Set<string>();
    const start = performance.now();
    while (performance.now() - start < ms) {
      for (const animation of document.getAnimations()) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        // Reduced motion's rule (base.css) cuts every animation and transition to 0.01 ms: those move nothing.
        if (Number(animation.effect?.getComputedTiming().duration) <= 1) continue;
        seen.add(target instanceof Element ? target.className : animation.id);
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return [...seen];
  }, ms);

export const targets = (motions: readonly Motion[] | null) => [
  ...new Set((motions ?? []).map((motion) => motion.target)),
];

/**
 * What the page showed between `startBoardLog` and `boardLog`: each badge, toast and status text once, and
 * each animation once.
 */
export interface BoardLog {
  badges: { className: string; text: string | null; hidden: string | null }[];
  /** The animations that ran while a verdict badge was on the board (the toast's left out). */
  motion: Motion[];
  /** The cost marks by the score, each once: what they said and their aria-hidden. */
  losses: { text: string | null; hidden: string | null }[];
  /** What the live region said (each text once, in order) and the toasts shown, as they came. */
  statuses: string[];
  toasts: { className: string; text: string | null }[];
}

/**
 * Starts noting, about every frame, the verdict badges on the board and the animations running while one is
 * there. A badge and the cards' nudge live for a moment: on a busy machine a look taken after the answer
 * may come when they are gone, a log kept by the page itself does not. With `always`, the animations are
 * noted whether a badge is there or not (a shuffle's glide).
 */
export const startBoardLog = (page: Page, motionWhile: 'badge' | 'always' = 'badge'): Promise<void> =>
  page.evaluate((motionWhile) => {
    // No named helpers in here: the test runner's names for them do not exist in the page. Each look is
    // a timer's turn, about one a frame; the script's animations are caught as they are made too, since a
    // busy machine may hold the timer back past their end.
    const made: Animation[] = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      made.push(animation);
      return animation;
    };
    const seen = new WeakSet<Animation>();
    const log = {
      badges: new Map<string, unknown>(),
      losses: new Map<string, unknown>(),
      toasts: new Map<string, unknown>(),
      statuses: new Set<string>(),
      motion: [] as unknown[],
    } as {
      badges: Map<string, unknown>;
      losses: Map<string, unknown>;
      toasts: Map<string, unknown>;
      statuses: Set<string>;
      motion: unknown[];
    } & Record<'look' | 'stop', () => void>;
    // Set by assignment, not in the literal: the runner names an object's functions with a helper of its own.
    log.look = () => {
      for (const element of Array.from(document.querySelectorAll('.score-panel__loss'))) {
        const loss = { text: element.textContent, hidden: element.getAttribute('aria-hidden') };
        log.losses.set(JSON.stringify(loss), loss);
      }
      // The toast and its live region live for seconds: a busy machine may read them after they have gone.
      const status = document.querySelector<HTMLElement>('[role="status"]')?.innerText;
      if (status) log.statuses.add(status);
      for (const element of Array.from(document.querySelectorAll('.app-toast'))) {
        const toast = { className: element.className, text: element.textContent };
        log.toasts.set(JSON.stringify(toast), toast);
      }
      const badges = Array.from(document.querySelectorAll('.verdict-badge'));
      for (const element of badges) {
        const badge = {
          className: element.className,
          text: element.textContent,
          hidden: element.getAttribute('aria-hidden'),
        };
        log.badges.set(JSON.stringify(badge), badge);
      }
      const running = [...made.splice(0), ...document.getAnimations()];
      if (badges.length === 0 && motionWhile !== 'always') return;
      for (const animation of running) {
        const effect = animation.effect as KeyframeEffect | null;
        const target = effect?.target;
        if (seen.has(animation) || !(target instanceof Element) || target.closest('.app-toaster')) continue;
        if (Number(effect?.getComputedTiming().duration) <= 1) continue;
        seen.add(animation);
        log.motion.push({
          target: target.classList[0] ?? target.tagName,
          name:
            animation instanceof CSSAnimation
              ? animation.animationName
              : animation instanceof CSSTransition
                ? `transition ${animation.transitionProperty}`
                : animation.id || 'waapi',
          transforms: (effect?.getKeyframes() ?? []).map((key) => String(key.transform ?? '')).join(' '),
        });
      }
    };
    log.stop = () => {
      window.clearInterval(timer);
      log.look();
      Element.prototype.animate = animate;
    };
    const timer = window.setInterval(log.look, 16);
    (window as unknown as { boardLog: typeof log }).boardLog = log;
  }, motionWhile);

/**
 * Stops the log once the badges have come and gone (`until` the board is still: once nothing on the board
 * moves), or after twice SHOWS_WITHIN_MS, and answers it.
 */
export async function boardLog(
  page: Page,
  until: 'badges gone' | 'board still' = 'badges gone',
): Promise<BoardLog> {
  await page
    .waitForFunction(
      (until) => {
        const log = (window as unknown as { boardLog: { badges: Map<string, unknown> } }).boardLog;
        if (until === 'board still')
          return Array.from(document.querySelectorAll('.word-grid *')).every(
            (element) => element.getAnimations().length === 0,
          );
        return log.badges.size > 0 && document.querySelector('.verdict-badge') === null;
      },
      until,
      { timeout: SHOWS_WITHIN_MS * 2 },
    )
    .catch(() => null);
  return page.evaluate(() => {
    const log = (
      window as unknown as {
        boardLog: {
          badges: Map<string, unknown>;
          losses: Map<string, unknown>;
          toasts: Map<string, unknown>;
          statuses: Set<string>;
          motion: unknown[];
          stop: () => void;
        };
      }
    ).boardLog;
    log.stop();
    return {
      badges: [...log.badges.values()],
      losses: [...log.losses.values()],
      statuses: [...log.statuses],
      toasts: [...log.toasts.values()],
      motion: log.motion,
    } as BoardLog;
  });
}
