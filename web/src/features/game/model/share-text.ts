import type { TFunction } from 'i18next';
import type { GameResult } from '../../../../../contracts/game.codec';
import {
  SHARE_DEFAULT_CATEGORY_COUNT,
  WORDS_PER_CATEGORY,
} from '../../../../../domain/constants/scoring.constants';
import { deriveGamePageResult } from '../../../../../domain/scoring/game-status';
import { categoryLook, SWITCHED_EMOJI, UNSOLVED_EMOJI } from './category-look';

// What a player shares: how it went, never what the answers were. One emoji row per category in the
// order they were solved (switched ones marked), then a blank row for each category left unsolved.

type ShareFacts = Pick<
  GameResult,
  'completedCategories' | 'switchedWords' | 'categories' | 'score' | 'forfeit' | 'mistakes' | 'sequenceNumber'
>;

export function emojiRows(result: ShareFacts): string[] {
  const count = result.categories.length || SHARE_DEFAULT_CATEGORY_COUNT;
  const solved = result.completedCategories.map((position) => {
    const row = categoryLook(position).emoji.repeat(WORDS_PER_CATEGORY);
    return result.switchedWords.includes(position) ? `${row} ${SWITCHED_EMOJI}` : row;
  });
  const unsolved = Math.max(0, count - solved.length);
  return [...solved, ...Array.from({ length: unsolved }, () => UNSOLVED_EMOJI.repeat(WORDS_PER_CATEGORY))];
}

/** The first line: product and number, the outcome (score, loss or forfeit), mistakes and switches. */
export function shareHeadline(result: ShareFacts, t: TFunction, language: string): string {
  const outcome = deriveGamePageResult(result);
  const score = new Intl.NumberFormat(language).format(result.score);
  const parts = [
    t('game.share.heading', { number: result.sequenceNumber }),
    outcome === 'won' ? t('game.share.points', { score }) : t(`game.share.${outcome}`),
    t('game.share.mistakes', { count: result.mistakes }),
    t('game.share.switches', { count: result.switchedWords.length }),
  ];
  return parts.join(' · ');
}

export const shareText = (result: ShareFacts, t: TFunction, language: string): string =>
  [shareHeadline(result, t, language), ...emojiRows(result)].join('\n');

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
