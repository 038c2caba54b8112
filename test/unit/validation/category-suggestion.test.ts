import { expect } from 'chai';
import {
  categorySuggestionErrors,
  validateCategorySuggestion,
  type CategorySuggestionInput,
} from '../../../domain/validation/category-suggestion';
import { leftOf, rightOf, leftCode } from '../../support/either';

const input = (overrides: Partial<CategorySuggestionInput>): CategorySuggestionInput => ({
  name: 'Hedelmät',
  words: ['omena', 'päärynä', 'luumu'],
  extraWord: 'viikuna',
  ...overrides,
});

describe('Domain | Validation | category suggestion', () => {
  const cases: [string, Partial<CategorySuggestionInput>, string | null][] = [
    ['a complete suggestion', {}, null],
    ['a name of 25 characters', { name: 'n'.repeat(25) }, null],
    ['a name of 26 characters', { name: 'n'.repeat(26) }, 'SUGGESTION_NAME_TOO_LONG'],
    ['a blank name', { name: '  ' }, 'SUGGESTION_NAME_REQUIRED'],
    ['a word of 25 characters', { words: ['w'.repeat(25), 'b', 'c'] }, null],
    ['a word of 26 characters', { words: ['a', 'w'.repeat(26), 'c'] }, 'SUGGESTION_WORD_TOO_LONG'],
    ['a blank word', { words: ['a', 'b', ' '] }, 'SUGGESTION_WORD_REQUIRED'],
    ['two words', { words: ['a', 'b'] }, 'SUGGESTION_WORD_REQUIRED'],
    ['four words', { words: ['a', 'b', 'c', 'd'] }, 'SUGGESTION_WORDS_COUNT_INVALID'],
    ['a blank extra word', { extraWord: '' }, 'SUGGESTION_EXTRA_WORD_REQUIRED'],
    ['an extra word of 26 characters', { extraWord: 'e'.repeat(26) }, 'SUGGESTION_EXTRA_WORD_TOO_LONG'],
    [
      'a blank name and a blank word (name first)',
      { name: '', words: ['', 'b', 'c'] },
      'SUGGESTION_NAME_REQUIRED',
    ],
  ];
  for (const [label, overrides, code] of cases) {
    it(`given ${label} then the suggestion is ${code ?? 'valid'}`, () => {
      expect(leftCode(validateCategorySuggestion(input(overrides)))).to.equal(code);
    });
  }

  it('given a blank second word then the failure points at that word', () => {
    expect(leftOf(validateCategorySuggestion(input({ words: ['a', '', 'c'] }))).field).to.equal('words.1');
  });

  it('given spaces then every text is trimmed', () => {
    expect(
      rightOf(
        validateCategorySuggestion(
          input({ name: ' Puut ', words: [' koivu', 'mänty ', ' kuusi '], extraWord: ' tammi ' }),
        ),
      ),
    ).to.deep.equal({
      name: 'Puut',
      words: ['koivu', 'mänty', 'kuusi'],
      extraWord: 'tammi',
    });
  });

  it('lists every failing field for the form', () => {
    const errors = categorySuggestionErrors({ name: '', words: ['', 'ok', 'x'.repeat(30)], extraWord: '' });
    expect(errors.map((e) => e.field)).to.deep.equal(['name', 'words.0', 'words.2', 'extraWord']);
  });
});
