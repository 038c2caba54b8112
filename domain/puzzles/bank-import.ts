import * as E from 'fp-ts/Either';
import { WORDS_PER_CATEGORY } from '../constants/scoring.constants';
import {
  categoryProblems,
  repeatedWordProblems,
  trimCategory,
  wordFields,
  type CategoryInput,
  type PuzzleProblemCode,
} from './category-check';

// Bulk import into the categories bank (DESIGN 11): JSON (an array of categories) or CSV text, one
// `name;word;word;word;extra` a line (a sixth field may hold a colour). All or nothing: every problem is
// named by its line (the item's number in a JSON array) and field, so one round of fixes is enough.

/** What stops the import from reading a line (or the data) at all; a readable line has the category's codes. */
export type ImportReadingCode =
  | 'IMPORT_NOT_TEXT'
  | 'IMPORT_NOT_JSON'
  | 'IMPORT_EMPTY'
  | 'IMPORT_TOO_MANY'
  | 'IMPORT_NOT_OBJECT'
  | 'IMPORT_WORDS_NOT_LIST'
  | 'IMPORT_CSV_FIELDS';

export interface ImportLineProblem {
  readonly line: number;
  readonly field: string;
  readonly code: ImportReadingCode | PuzzleProblemCode;
  readonly message: string;
}

/** More than anyone pastes by hand; a larger file is a mistake, not a bank. */
export const BANK_IMPORT_MAX_CATEGORIES = 1000;
const CSV_SEPARATOR = ';';
const CSV_FIELDS = ['name', 'words.0', 'words.1', 'words.2', 'extraWord', 'color'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fromJsonItem = (item: unknown, line: number, problems: ImportLineProblem[]): CategoryInput | null => {
  if (!isRecord(item)) {
    problems.push({
      line,
      field: '',
      code: 'IMPORT_NOT_OBJECT',
      message: 'must be an object with name, words and extraWord',
    });
    return null;
  }
  const texts = (value: unknown) => (typeof value === 'string' ? value : '');
  if (!Array.isArray(item.words) || !item.words.every((word) => typeof word === 'string')) {
    problems.push({
      line,
      field: 'words',
      code: 'IMPORT_WORDS_NOT_LIST',
      message: `must be a list of ${WORDS_PER_CATEGORY} words`,
    });
    return null;
  }
  if (item.color !== undefined && item.color !== null && typeof item.color !== 'string') {
    problems.push({ line, field: 'color', code: 'COLOR_INVALID', message: 'must look like #a1b2c3' });
    return null;
  }
  return {
    name: texts(item.name),
    words: item.words as string[],
    extraWord: texts(item.extraWord),
    color: item.color ?? null,
  };
};

const fromCsvLine = (text: string, line: number, problems: ImportLineProblem[]): CategoryInput | null => {
  const fields = text.split(CSV_SEPARATOR).map((field) => field.trim());
  if (fields.length < 5 || fields.length > CSV_FIELDS.length) {
    problems.push({
      line,
      field: '',
      code: 'IMPORT_CSV_FIELDS',
      message: 'must be name;word;word;word;extra (and an optional colour)',
    });
    return null;
  }
  const [name, first, second, third, extraWord, color] = fields as string[];
  return { name: name!, words: [first!, second!, third!], extraWord: extraWord!, color: color || null };
};

const isHeader = (line: string) => line.split(CSV_SEPARATOR)[0]?.trim().toLowerCase() === 'name';

/** The items of the data with their line numbers, or the problem that stops reading it at all. */
const itemsOf = (
  data: unknown,
): E.Either<ImportLineProblem, { line: number; item: unknown; csv: boolean }[]> => {
  if (Array.isArray(data)) return E.right(data.map((item, i) => ({ line: i + 1, item, csv: false })));
  if (typeof data !== 'string')
    return E.left({ line: 0, field: 'data', code: 'IMPORT_NOT_TEXT', message: 'must be JSON or CSV text' });
  const text = data.trim();
  if (text.startsWith('[')) {
    try {
      return itemsOf(JSON.parse(text) as unknown);
    } catch {
      return E.left({ line: 0, field: 'data', code: 'IMPORT_NOT_JSON', message: 'is not valid JSON' });
    }
  }
  const lines = text.split(/\r?\n/).map((item, i) => ({ line: i + 1, item: item.trim(), csv: true }));
  return E.right(lines.filter(({ item, line }) => item !== '' && !(line === 1 && isHeader(item))));
};

export const parseBankImport = (data: unknown): E.Either<ImportLineProblem[], CategoryInput[]> => {
  const items = itemsOf(data);
  if (E.isLeft(items)) return E.left([items.left]);
  if (items.right.length === 0)
    return E.left([{ line: 0, field: 'data', code: 'IMPORT_EMPTY', message: 'holds no categories' }]);
  if (items.right.length > BANK_IMPORT_MAX_CATEGORIES)
    return E.left([
      {
        line: 0,
        field: 'data',
        code: 'IMPORT_TOO_MANY',
        message: `holds more than ${BANK_IMPORT_MAX_CATEGORIES} categories`,
      },
    ]);
  const problems: ImportLineProblem[] = [];
  const categories: CategoryInput[] = [];
  for (const { line, item, csv } of items.right) {
    const category = csv ? fromCsvLine(item as string, line, problems) : fromJsonItem(item, line, problems);
    if (category === null) continue;
    const own = [...categoryProblems(category), ...repeatedWordProblems(wordFields(category))];
    for (const p of own) problems.push({ line, field: p.field, code: p.code, message: p.message });
    categories.push(trimCategory(category));
  }
  return problems.length > 0 ? E.left(problems) : E.right(categories);
};
