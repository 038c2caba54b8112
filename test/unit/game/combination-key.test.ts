import { expect } from 'chai';
import fc from 'fast-check';
import { combinationKey } from '../../../domain/game/combination-key';

describe('Domain | Game | combination key', () => {
  const cases: [string, unknown[], string | null][] = [
    ['three words', ['pear', 'apple', 'plum'], 'apple|pear|plum'],
    ['surrounding spaces', ['  pear ', 'apple', ' plum'], 'apple|pear|plum'],
    ['blank entries', ['pear', '', '   ', 'apple'], 'apple|pear'],
    ['non-strings', ['pear', 3, null, undefined, 'apple'], 'apple|pear'],
    ['one word', ['kissa'], 'kissa'],
    ['an empty list', [], null],
    ['only blanks', ['', '  '], null],
    ['case kept as given', ['b', 'B', 'a'], 'B|a|b'],
    ['Finnish letters', ['öljy', 'äiti', 'auto'], 'auto|äiti|öljy'],
  ];
  for (const [label, words, expected] of cases) {
    it(`given ${label} then the key is ${JSON.stringify(expected)}`, () => {
      expect(combinationKey(words)).to.equal(expected);
    });
  }

  it('does not depend on the order of the words', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 })
          .chain((words) =>
            fc.tuple(
              fc.constant(words),
              fc.shuffledSubarray(words, { minLength: words.length, maxLength: words.length }),
            ),
          ),
        ([words, shuffled]) => combinationKey(words) === combinationKey(shuffled),
      ),
    );
  });

  it('does not reorder the caller’s array', () => {
    const words = ['c', 'a', 'b'];
    combinationKey(words);
    expect(words).to.deep.equal(['c', 'a', 'b']);
  });
});
