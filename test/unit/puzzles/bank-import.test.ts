import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { BANK_IMPORT_MAX_CATEGORIES, parseBankImport } from '../../../domain/puzzles/bank-import';

describe('Domain | Puzzles | Bank import', () => {
  it('given CSV with a header, blank lines and a colour, then each line is a trimmed category', () => {
    const parsed = parseBankImport('name;word;word;word;extra\n\n Joet ; Kemi ;Oulu;Iijoki;Tornio;#aabbcc\n');
    expect(parsed).to.deep.equal(
      E.right([{ name: 'Joet', words: ['Kemi', 'Oulu', 'Iijoki'], extraWord: 'Tornio', color: '#aabbcc' }]),
    );
  });

  it('given JSON text or an array, then the items are read with their numbers as lines', () => {
    const item = { name: 'Puut', words: ['koivu', 'mänty', 'kuusi'], extraWord: 'haapa' };
    expect(E.isRight(parseBankImport(JSON.stringify([item])))).to.equal(true);
    expect(parseBankImport([item, { ...item, words: 'x' }, 5])).to.deep.equal(
      E.left([
        { line: 2, field: 'words', code: 'IMPORT_WORDS_NOT_LIST', message: 'must be a list of 3 words' },
        {
          line: 3,
          field: '',
          code: 'IMPORT_NOT_OBJECT',
          message: 'must be an object with name, words and extraWord',
        },
      ]),
    );
  });

  it('given nothing, bad JSON, too many lines or repeated words, then nothing is taken and each problem is named', () => {
    expect(parseBankImport('  ')).to.deep.equal(
      E.left([{ line: 0, field: 'data', code: 'IMPORT_EMPTY', message: 'holds no categories' }]),
    );
    expect(parseBankImport('[{')).to.deep.equal(
      E.left([{ line: 0, field: 'data', code: 'IMPORT_NOT_JSON', message: 'is not valid JSON' }]),
    );
    expect(parseBankImport(7)).to.deep.equal(
      E.left([{ line: 0, field: 'data', code: 'IMPORT_NOT_TEXT', message: 'must be JSON or CSV text' }]),
    );
    const many = Array.from({ length: BANK_IMPORT_MAX_CATEGORIES + 1 }, (_, i) => `n${i};a;b;c;d`).join('\n');
    expect(E.isLeft(parseBankImport(many))).to.equal(true);
    expect(parseBankImport('Sama;kissa;KISSA;koira;hevonen')).to.deep.equal(
      E.left([
        { line: 1, field: 'words.0', code: 'WORD_REPEATED', message: 'This word appears more than once' },
        { line: 1, field: 'words.1', code: 'WORD_REPEATED', message: 'This word appears more than once' },
      ]),
    );
  });
});
