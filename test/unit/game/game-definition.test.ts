import { expect } from 'chai';
import { validateGameCategories, type CategoryDraft } from '../../../domain/game/game-definition';
import { aGame } from '../support/game.builder';
import { leftOf, rightOf } from '../../support/either';

const drafts = (): CategoryDraft[] =>
  aGame()
    .build()
    .categories.map((c, position) => ({ ...c, name: `Category ${position}`, position }));

const withChange = (index: number, change: Partial<CategoryDraft>): CategoryDraft[] =>
  drafts().map((c, i) => (i === index ? { ...c, ...change } : c));

describe('Domain | Game | game definition', () => {
  it('given five complete categories with distinct words then the game is valid', () => {
    expect(rightOf(validateGameCategories(drafts()))).to.have.length(5);
  });

  const cases: [string, CategoryDraft[], string][] = [
    ['four categories', drafts().slice(0, 4), 'GAME_CATEGORY_COUNT_INVALID'],
    ['six categories', [...drafts(), drafts()[0] as CategoryDraft], 'GAME_CATEGORY_COUNT_INVALID'],
    ['a category of two words', withChange(2, { words: ['cat', 'dog'] }), 'GAME_CATEGORY_INCOMPLETE'],
    ['a blank word', withChange(2, { words: ['cat', ' ', 'cow'] }), 'GAME_CATEGORY_INCOMPLETE'],
    ['a blank extra word', withChange(2, { extraWord: '' }), 'GAME_CATEGORY_INCOMPLETE'],
    ['a blank name', withChange(2, { name: '  ' }), 'GAME_CATEGORY_INCOMPLETE'],
    ['a repeated position', withChange(4, { position: 3 }), 'GAME_CATEGORY_POSITIONS_INVALID'],
    [
      'positions 1-5',
      drafts().map((c) => ({ ...c, position: c.position + 1 })),
      'GAME_CATEGORY_POSITIONS_INVALID',
    ],
    [
      'a word repeated in other casing',
      withChange(1, { words: ['red', 'APPLE ', 'green'] }),
      'GAME_WORDS_NOT_DISTINCT',
    ],
    ['an extra word equal to another word', withChange(3, { extraWord: 'cow' }), 'GAME_WORDS_NOT_DISTINCT'],
  ];
  for (const [label, categories, code] of cases) {
    it(`given ${label} then the game is refused with ${code}`, () => {
      expect(leftOf(validateGameCategories(categories)).code).to.equal(code);
    });
  }
});
