import type { TFunction } from 'i18next';
import type { GameResult } from '../../../../../contracts/game.codec';
import {
  SHARE_DEFAULT_CATEGORY_COUNT,
  WORDS_PER_CATEGORY,
} from '../../../../../domain/constants/scoring.constants';
import { deriveGamePageResult } from '../../../../../domain/scoring/game-status';
import { categoryLook, SWITCHED_EMOJI, UNSOLVED_EMOJI } from './category-look';
import { formatPoints } from './game-numbers';

// What a player shares: how it went, never what the answers were. As players of the genre share it: the
// headline, then one row of coloured squares per guess in the order tried (each square the colour of the
// group its word belongs to, so a miss shows its mix), a switch marked after the row that solved the
// switched group, and the link that brings a friend to the game.

type ShareFacts = Pick<
  GameResult,
  | 'completedCategories'
  | 'switchedWords'
  | 'categories'
  | 'score'
  | 'forfeit'
  | 'mistakes'
  | 'sequenceNumber'
  | 'guesses'
>;

const squareOf = (position: number): string => categoryLook(position).emoji;

const solvedPosition = (guess: readonly number[]): number | null => {
  const [first] = guess;
  return first !== undefined && guess.every((position) => position === first) ? first : null;
};

/** A row per guess; the row that solved a switched group ends in the switch mark. */
function guessRows(result: ShareFacts): string[] {
  return result.guesses.map((guess) => {
    const row = guess.map(squareOf).join('');
    const solved = solvedPosition(guess);
    return solved !== null && result.switchedWords.includes(solved) ? `${row} ${SWITCHED_EMOJI}` : row;
  });
}

/**
 * Without recorded guesses (games from before they were kept): one row per group in the order they were
 * solved (switched ones marked), then a blank row for each group left unsolved.
 */
function groupRows(result: ShareFacts): string[] {
  const count = result.categories.length || SHARE_DEFAULT_CATEGORY_COUNT;
  const solved = result.completedCategories.map((position) => {
    const row = squareOf(position).repeat(WORDS_PER_CATEGORY);
    return result.switchedWords.includes(position) ? `${row} ${SWITCHED_EMOJI}` : row;
  });
  const unsolved = Math.max(0, count - solved.length);
  return [...solved, ...Array.from({ length: unsolved }, () => UNSOLVED_EMOJI.repeat(WORDS_PER_CATEGORY))];
}

export const emojiRows = (result: ShareFacts): string[] =>
  result.guesses.length > 0 ? guessRows(result) : groupRows(result);

/** Between the headline's parts: "Sanaryhmät #15 · 8 000 p · 2 virhettä". */
export const HEADLINE_SEPARATOR = ' · ';

/** The first line: product and number, the outcome (score, loss or forfeit), mistakes and switches. */
export function shareHeadline(result: ShareFacts, t: TFunction, language: string): string {
  const outcome = deriveGamePageResult(result);
  const score = formatPoints(result.score, language);
  const parts = [
    t('game.share.heading', { number: result.sequenceNumber }),
    outcome === 'won' ? t('game.share.points', { score }) : t(`game.share.${outcome}`),
    t('game.share.mistakes', { count: result.mistakes }),
    t('game.share.switches', { count: result.switchedWords.length }),
  ];
  return parts.join(HEADLINE_SEPARATOR);
}

/** The instance's public address, e.g. https://example.org/fi/: the page's origin and the instance's path. */
export const siteLink = (origin: string, basename: string): string => new URL(`${basename}/`, origin).href;

/** What is shared: the headline, the rows and the link to the site, one per line. */
export const shareText = (result: ShareFacts, t: TFunction, language: string, link: string): string =>
  [shareHeadline(result, t, language), ...emojiRows(result), link].join('\n');

/** The same facts in words, for screen readers (a row of coloured squares reads badly aloud). */
export function shareSummary(result: ShareFacts, t: TFunction): string {
  const order = result.completedCategories.map((position) => {
    const name = result.categories.find((category) => category.position === position)?.name ?? '';
    return result.switchedWords.includes(position) ? t('game.share.switchedName', { name }) : name;
  });
  return order.length === 0
    ? t('game.share.noneSolved')
    : t('game.share.solvedOrder', { names: order.join(', ') });
}
