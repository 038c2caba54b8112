/// <reference lib="dom" />
import type { Page } from 'playwright-core';

/**
 * Resolves once the board has shown the answer to the last Submit: its controls are no longer busy. The
 * answer's arrival alone is too early: the page applies it (clears the selection of a found group) a
 * moment later, and a step taken in between sees the old board.
 */
export const answerShown = (page: Page) =>
  page.waitForFunction(() => document.querySelector('.game-controls .spinner') === null);
