import * as E from 'fp-ts/Either';
import { SUGGESTION_TEXT_MAX_LENGTH } from '../constants/limits.constants';
import { WORDS_PER_CATEGORY } from '../constants/scoring.constants';
import { domainError, type ValidationError } from '../errors/domain-error';
import { allFailures, charLength, validateForm, type FieldCheck } from './form';

export interface CategorySuggestionInput {
  readonly name: string;
  readonly words: readonly string[];
  readonly extraWord: string;
}

const text =
  (label: string, code: string, field: string) =>
  (raw: string): E.Either<ValidationError, string> => {
    const value = raw.trim();
    if (value.length === 0) return E.left(domainError(`${code}_REQUIRED`, `${label} is required`, field));
    if (charLength(value) > SUGGESTION_TEXT_MAX_LENGTH) {
      return E.left(
        domainError(
          `${code}_TOO_LONG`,
          `${label} must be at most ${SUGGESTION_TEXT_MAX_LENGTH} characters`,
          field,
        ),
      );
    }
    return E.right(value);
  };

const wordCheck =
  (i: number): FieldCheck<CategorySuggestionInput> =>
  (input) =>
    text('Word', 'SUGGESTION_WORD', `words.${i}`)(input.words[i] ?? '');

// Codes: SUGGESTION_NAME_*, SUGGESTION_WORDS_COUNT_INVALID, SUGGESTION_WORD_*, SUGGESTION_EXTRA_WORD_*.
const CHECKS: readonly FieldCheck<CategorySuggestionInput>[] = [
  (input) => text('Category name', 'SUGGESTION_NAME', 'name')(input.name),
  (input) =>
    input.words.length > WORDS_PER_CATEGORY
      ? E.left(domainError('SUGGESTION_WORDS_COUNT_INVALID', `Exactly ${WORDS_PER_CATEGORY} words`, 'words'))
      : E.right(true),
  ...Array.from({ length: WORDS_PER_CATEGORY }, (_, i) => wordCheck(i)),
  (input) => text('Extra word', 'SUGGESTION_EXTRA_WORD', 'extraWord')(input.extraWord),
];

export const validateCategorySuggestion = (input: CategorySuggestionInput) =>
  validateForm(CHECKS, input, (valid): CategorySuggestionInput => ({
    name: valid.name.trim(),
    words: valid.words.map((word) => word.trim()),
    extraWord: valid.extraWord.trim(),
  }));

export const categorySuggestionErrors = (input: CategorySuggestionInput) => allFailures(CHECKS, input);
