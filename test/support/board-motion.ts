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
  const handle = await page
    .waitForFunction(
      ({ ready, all }) => {
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
        return document.getAnimations().flatMap((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          const target = effect?.target;
          if (!(target instanceof Element)) return [{ target: '?', name: animation.id, transforms: '' }];
          if (!all && target.closest('.app-toaster')) return [];
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
      },
      { ready, all },
      { timeout: SHOWS_WITHIN_MS },
    )
    .catch(() => null);
  return handle === null ? null : ((await handle.jsonValue()) as Motion[]);
}

/** Every animation that runs on the page within `ms` (sampled each frame), the toast's included. */
export const motionWithin = (page: Page, ms: number): Promise<string[]> =>
  page.evaluate(async (ms) => {
    const seen = new Set<string>();
    const start = performance.now();
    while (performance.now() - start < ms) {
      for (const animation of document.getAnimations()) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        seen.add(target instanceof Element ? target.className : animation.id);
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return [...seen];
  }, ms);

export const targets = (motions: readonly Motion[] | null) => [
  ...new Set((motions ?? []).map((motion) => motion.target)),
];
export const textOf = async (page: Page, selector: string): Promise<string | null> => {
  const found = page.locator(selector);
  return (await found.count()) === 0 ? null : found.first().innerText();
};
export const attributeOf = async (page: Page, selector: string, name: string): Promise<string | null> => {
  const found = page.locator(selector);
  return (await found.count()) === 0 ? null : found.first().getAttribute(name);
};

/**
 * Waits for an element of `selector` saying `text` and reads its text and aria-hidden in the same page-side
 * wait that sees it: a mark that lives for a moment (the cost by the score) is not gone by the next round trip.
 */
export const transientWhenShown = (page: Page, selector: string, text: string) =>
  page
    .waitForFunction(
      ({ selector, text }) => {
        const element = Array.from(document.querySelectorAll(selector)).find(
          (candidate) => candidate.textContent === text,
        );
        return element ? { text: element.textContent, hidden: element.getAttribute('aria-hidden') } : null;
      },
      { selector, text },
    )
    .then((handle) => handle.jsonValue());
