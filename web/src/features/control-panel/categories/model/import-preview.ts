import * as E from 'fp-ts/Either';
import {
  BANK_IMPORT_MAX_CATEGORIES,
  parseBankImport,
  type ImportReadingCode,
} from '../../../../../../domain/puzzles/bank-import';
import type { CategoryInput, PuzzleProblemCode } from '../../../../../../domain/puzzles/category-check';
import { WORDS_PER_CATEGORY } from '../../../../../../domain/constants/scoring.constants';
import { isKnownProblemCode } from './problem-text';

// The bulk import as the editor will send it, read on the device by the server's own rule
// (parseBankImport), so every problem shows by line and field before anything is sent.

/** A problem of one line (0: the import as a whole), with what the tab needs to say it in its language. */
export interface PreviewProblem {
  readonly line: number;
  readonly field: string;
  readonly message: string;
  /** The category check's code, or one of the import's own reading problems; null: show `message`. */
  readonly reason: Reason | null;
}

export type ImportReason =
  'notJson' | 'notData' | 'noCategories' | 'tooMany' | 'notObject' | 'wordsList' | 'csvLine';
export type Reason = { kind: 'problem'; code: PuzzleProblemCode } | { kind: 'import'; code: ImportReason };

export type ImportPreview =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid'; readonly problems: readonly PreviewProblem[] }
  | { readonly kind: 'ready'; readonly categories: readonly CategoryInput[] };

const READING: Record<ImportReadingCode, ImportReason> = {
  IMPORT_NOT_JSON: 'notJson',
  IMPORT_NOT_TEXT: 'notData',
  IMPORT_EMPTY: 'noCategories',
  IMPORT_TOO_MANY: 'tooMany',
  IMPORT_NOT_OBJECT: 'notObject',
  IMPORT_WORDS_NOT_LIST: 'wordsList',
  IMPORT_CSV_FIELDS: 'csvLine',
};

/** Why a line failed, by its code (the server's answer carries the same codes as the device's parse). */
export function reasonOf(problem: { code?: unknown }): Reason | null {
  if (typeof problem.code !== 'string') return null;
  if (isKnownProblemCode(problem.code)) return { kind: 'problem', code: problem.code };
  const reading = READING[problem.code as ImportReadingCode];
  return reading === undefined ? null : { kind: 'import', code: reading };
}

const toPreview = (problem: { line: number; field: string; message: string; code?: unknown }) => ({
  line: problem.line,
  field: problem.field,
  message: problem.message,
  reason: reasonOf(problem),
});

export function previewImport(text: string): ImportPreview {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseBankImport(text);
  return E.isLeft(parsed)
    ? { kind: 'invalid', problems: parsed.left.map(toPreview) }
    : { kind: 'ready', categories: parsed.right };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The problems a 400 `BANK_IMPORT_INVALID` carries in `details.problems`, in the preview's shape. */
export function importProblemsOf(details: unknown): PreviewProblem[] {
  if (!isRecord(details) || !Array.isArray(details.problems)) return [];
  return details.problems
    .filter(
      (problem): problem is { line: number; field: string; message: string } =>
        isRecord(problem) && typeof problem.line === 'number' && typeof problem.message === 'string',
    )
    .map((problem) =>
      toPreview({ ...problem, field: typeof problem.field === 'string' ? problem.field : '' }),
    );
}

/** The problems by line, lines in order (the whole import, line 0, first). */
export function problemsByLine(problems: readonly PreviewProblem[]): [number, PreviewProblem[]][] {
  const lines = new Map<number, PreviewProblem[]>();
  for (const problem of problems) lines.set(problem.line, [...(lines.get(problem.line) ?? []), problem]);
  return [...lines.entries()].sort(([a], [b]) => a - b);
}

/** The figures the reading problems' texts name. */
export const IMPORT_PARAMS = { max: BANK_IMPORT_MAX_CATEGORIES, words: WORDS_PER_CATEGORY };
