import * as E from 'fp-ts/Either';
import {
  CATEGORY_COUNT,
  CATEGORY_NAME_MAX_LENGTH,
  DEFAULT_CATEGORY_COLORS,
  GAME_TITLE_MAX_LENGTH,
  GAME_WORD_MAX_LENGTH,
  WORDS_PER_CATEGORY,
} from '../constants/scoring.constants';
import { COMBINATION_KEY_SEPARATOR } from './combination-key';
import { isGameDate } from './game-date';
import { validateGameCategories } from './game-definition';

// The import format of games (a file for the command line, the same body for the control panel):
// { "games": [ { "date": "YYYY-MM-DD", "title"?: "...", "categories": [ { "name", "words": [3],
// "extraWord", "color"? } x 5 ] } ], categories in position order. Every problem is reported with its
// path, so an editor can fix a file in one go; a file with any problem imports nothing.

export interface ImportedCategory {
  readonly name: string;
  readonly position: number;
  readonly words: readonly string[];
  readonly extraWord: string;
  readonly color: string;
}

export interface ImportedGame {
  readonly date: string;
  readonly title: string | null;
  readonly categories: readonly ImportedCategory[];
}

export interface ImportProblem {
  readonly path: string;
  readonly message: string;
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Problems {
  readonly list: ImportProblem[] = [];
  /** Notes a problem; answers null so that a parser can `return problems.add(...)`. */
  add(path: string, message: string): null {
    this.list.push({ path, message });
    return null;
  }
  /** A trimmed, non-empty text of at most `max` characters, or null after noting why not. */
  text(value: unknown, path: string, max: number): string | null {
    if (typeof value !== 'string' || value.trim() === '') return this.add(path, 'must be a non-empty text');
    if (value.trim().length > max) return this.add(path, `must be at most ${max} characters`);
    return value.trim();
  }
  /** A word: a text that cannot be mistaken for a combination key's separator. */
  word(value: unknown, path: string): string | null {
    if (typeof value === 'string' && value.includes(COMBINATION_KEY_SEPARATOR)) {
      return this.add(path, `must not contain "${COMBINATION_KEY_SEPARATOR}"`);
    }
    return this.text(value, path, GAME_WORD_MAX_LENGTH);
  }
}

const parseCategory = (raw: unknown, path: string, position: number, problems: Problems) => {
  if (!isRecord(raw)) return problems.add(path, 'must be an object');
  const name = problems.text(raw.name, `${path}.name`, CATEGORY_NAME_MAX_LENGTH);
  const words = Array.isArray(raw.words) ? raw.words : null;
  if (words === null || words.length !== WORDS_PER_CATEGORY) {
    problems.add(`${path}.words`, `must be a list of ${WORDS_PER_CATEGORY} words`);
  }
  const parsedWords = (words ?? []).map((word, i) => problems.word(word, `${path}.words[${i}]`));
  const extraWord = problems.word(raw.extraWord, `${path}.extraWord`);
  const color = raw.color === undefined || raw.color === null ? DEFAULT_CATEGORY_COLORS[position] : raw.color;
  if (typeof color !== 'string' || !COLOR.test(color))
    problems.add(`${path}.color`, 'must look like #a1b2c3');
  if (
    name === null ||
    extraWord === null ||
    parsedWords.some((w) => w === null) ||
    words?.length !== WORDS_PER_CATEGORY
  )
    return null;
  return { name, position, words: parsedWords as string[], extraWord, color: String(color) };
};

const parseGame = (raw: unknown, path: string, problems: Problems): ImportedGame | null => {
  if (!isRecord(raw)) return problems.add(path, 'must be an object');
  if (!isGameDate(raw.date)) problems.add(`${path}.date`, 'must be a date YYYY-MM-DD');
  const title =
    raw.title === undefined || raw.title === null
      ? null
      : problems.text(raw.title, `${path}.title`, GAME_TITLE_MAX_LENGTH);
  if (!Array.isArray(raw.categories) || raw.categories.length !== CATEGORY_COUNT) {
    problems.add(`${path}.categories`, `must be a list of ${CATEGORY_COUNT} categories`);
    return null;
  }
  const categories = raw.categories.map((c, i) => parseCategory(c, `${path}.categories[${i}]`, i, problems));
  if (categories.some((c) => c === null) || !isGameDate(raw.date)) return null;
  const checked = validateGameCategories(categories as ImportedCategory[]);
  if (E.isLeft(checked)) return problems.add(`${path}.categories`, checked.left.message);
  return { date: raw.date, title, categories: checked.right };
};

export const parseGameImport = (input: unknown): E.Either<ImportProblem[], ImportedGame[]> => {
  const problems = new Problems();
  if (!isRecord(input) || !Array.isArray(input.games) || input.games.length === 0) {
    return E.left([{ path: 'games', message: 'must be a non-empty list of games' }]);
  }
  const games = input.games.map((raw, i) => parseGame(raw, `games[${i}]`, problems));
  // Dates are compared as written, also in games with other problems, so that one pass names them all.
  const seen = new Map<string, number>();
  input.games.forEach((raw, i) => {
    const date = isRecord(raw) && isGameDate(raw.date) ? raw.date : null;
    if (date === null) return;
    const first = seen.get(date);
    if (first !== undefined) problems.add(`games[${i}].date`, `repeats the date of games[${first}]`);
    else seen.set(date, i);
  });
  return problems.list.length > 0 ? E.left(problems.list) : E.right(games as ImportedGame[]);
};
