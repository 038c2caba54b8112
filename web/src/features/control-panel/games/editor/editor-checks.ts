import type { RecentUsageAnswer } from '../../../../../../contracts/manage-games.codec';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import {
  recentUseKey,
  type PuzzleWarning,
  type RecentUse,
} from '../../../../../../domain/puzzles/puzzle-warnings';
import { isApiError } from '../../../../lib/api';

// The editor's live checks beside the fields: the domain's problems and warnings by field, the server's
// problems of a refused save in the same shape, and the recent use the warnings compare against.

export const byField = <T extends { readonly field: string }>(
  items: readonly T[],
): ReadonlyMap<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(item.field, [...(map.get(item.field) ?? []), item]);
  return map;
};

/** The live problems and a refused save's problems, once each (the same rules run on both sides). */
export function mergeProblems(
  live: readonly PuzzleProblem[],
  server: readonly PuzzleProblem[],
): PuzzleProblem[] {
  const seen = new Set(live.map((p) => `${p.field}:${p.code}`));
  return [...live, ...server.filter((p) => !seen.has(`${p.field}:${p.code}`))];
}

const PROBLEM_CODES = new Set(['GAME_INVALID', 'GAME_NOT_PUBLISHABLE']);

const isProblem = (value: unknown): value is PuzzleProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PuzzleProblem).field === 'string' &&
  typeof (value as PuzzleProblem).code === 'string';

/** The problems a 400 GAME_INVALID or GAME_NOT_PUBLISHABLE carries; null for any other failure. */
export function serverProblemsOf(error: unknown): PuzzleProblem[] | null {
  if (!isApiError(error) || error.status !== 400 || !PROBLEM_CODES.has(error.code)) return null;
  const problems = (error.details as { problems?: unknown } | null | undefined)?.problems;
  return Array.isArray(problems) ? problems.filter(isProblem) : [];
}

const NO_RECENT_USE: RecentUse = { words: new Map(), names: new Map() };

function datesByKey(entries: readonly { text: string; dates: readonly string[] }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const { text, dates } of entries) {
    const key = recentUseKey(text);
    map.set(key, [...new Set([...(map.get(key) ?? []), ...dates])].sort().reverse());
  }
  return map;
}

/** The server's answer keyed the way the warnings look words and names up. */
export const recentUseOf = (answer: RecentUsageAnswer | null): RecentUse =>
  answer === null
    ? NO_RECENT_USE
    : {
        words: datesByKey(answer.words.map(({ word, dates }) => ({ text: word, dates }))),
        names: datesByKey(answer.names.map(({ name, dates }) => ({ text: name, dates }))),
      };

/** Which slot a field path belongs to (`categories.2.words.1` -> 2); null for the game's own fields. */
export function slotOfField(field: string): number | null {
  const match = /^categories\.(\d+)(\.|$)/.exec(field);
  return match ? Number(match[1]) : null;
}

export const countBySlot = (items: readonly { field: string }[], slot: number): number =>
  items.filter((item) => slotOfField(item.field) === slot).length;

export type { PuzzleWarning };
