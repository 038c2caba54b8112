import { expect } from 'chai';
import { parseGameImport } from '../../../domain/game/game-import';
import { DEFAULT_CATEGORY_COLORS } from '../../../domain/constants/scoring.constants';
import { leftOf, rightOf } from '../../support/either';

const category = (prefix: string, extra: Record<string, unknown> = {}) => ({
  name: `Category ${prefix}`,
  words: [`${prefix}1`, `${prefix}2`, `${prefix}3`],
  extraWord: `${prefix}4`,
  ...extra,
});
const game = (date: string, extra: Record<string, unknown> = {}) => ({
  date,
  categories: ['a', 'b', 'c', 'd', 'e'].map((prefix) => category(prefix)),
  ...extra,
});
const pathsOf = (input: unknown) => leftOf(parseGameImport(input)).map((problem) => problem.path);

describe('Domain | Game | import file', () => {
  it('given a good file then every game comes out with positions, trimmed texts and default colours', () => {
    const [parsed] = rightOf(parseGameImport({ games: [game('2026-12-01', { title: '  Advent ' })] }));
    expect(parsed!.title).to.equal('Advent');
    expect(parsed!.categories.map((c) => c.position)).to.deep.equal([0, 1, 2, 3, 4]);
    expect(parsed!.categories.map((c) => c.color)).to.deep.equal([...DEFAULT_CATEGORY_COLORS]);
  });

  it('given no games list then the problem is at games', () => {
    expect(pathsOf({})).to.deep.equal(['games']);
    expect(pathsOf({ games: [] })).to.deep.equal(['games']);
    expect(pathsOf(null)).to.deep.equal(['games']);
  });

  it('given several problems then each is named by its path', () => {
    const bad = game('2026-02-30');
    bad.categories[1] = category('b', { words: ['b1', 'b2'] });
    bad.categories[2] = category('c', { name: ' ', color: 'red' });
    bad.categories[3] = category('d', { extraWord: 'a|b' });
    expect(pathsOf({ games: [bad] })).to.deep.equal([
      'games[0].date',
      'games[0].categories[1].words',
      'games[0].categories[2].name',
      'games[0].categories[2].color',
      'games[0].categories[3].extraWord',
    ]);
  });

  it('given four categories then the problem is the categories list', () => {
    const four = game('2026-12-01');
    four.categories.pop();
    expect(pathsOf({ games: [four] })).to.deep.equal(['games[0].categories']);
  });

  it('given a word repeated across categories (any case) then the game’s categories are refused', () => {
    const repeated = game('2026-12-01');
    repeated.categories[4] = category('e', { extraWord: 'A1 ' });
    expect(pathsOf({ games: [repeated] })).to.deep.equal(['games[0].categories']);
  });

  it('given two games of one date then the second is refused', () => {
    expect(pathsOf({ games: [game('2026-12-01'), game('2026-12-01')] })).to.deep.equal(['games[1].date']);
  });

  it('given a text too long for a card then it is refused', () => {
    const long = game('2026-12-01');
    long.categories[0] = category('a', { words: ['x'.repeat(31), 'a2', 'a3'] });
    expect(pathsOf({ games: [long] })).to.deep.equal(['games[0].categories[0].words[0]']);
  });
});
