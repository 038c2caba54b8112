import { expect } from 'chai';
import { validateGameCategories, type CategoryDraft } from '../../../domain/game/game-definition';
import { normalizeWord } from '../../../domain/game/category';
import { rightOf } from '../../support/either';
import en from '../../../content/sample-games/en.json';
import fi from '../../../content/sample-games/fi.json';

interface SampleCategory {
  readonly name: string;
  readonly words: readonly string[];
  readonly extraWord: string;
  readonly color?: string;
}

interface SampleGame {
  readonly dayOffset: number;
  readonly title?: string;
  readonly categories: readonly SampleCategory[];
}

const GAME_COUNT = 16;
const MAX_WORD_LENGTH = 20;
const MAX_NAME_LENGTH = 40;

const toDrafts = (game: SampleGame): CategoryDraft[] =>
  game.categories.map((category, position) => ({
    name: category.name,
    words: category.words,
    extraWord: category.extraWord,
    position,
  }));

const allWords = (game: SampleGame): string[] => game.categories.flatMap((c) => [...c.words, c.extraWord]);

const files: [string, { games: SampleGame[] }][] = [
  ['fi.json', fi],
  ['en.json', en],
];

describe('Content | Sample games', () => {
  for (const [file, content] of files) {
    describe(file, () => {
      const { games } = content;

      it('has the import shape: games with a dayOffset and categories of name, 3 words and an extra word', () => {
        expect(games).to.be.an('array');
        for (const game of games) {
          expect(game).to.not.have.property('date');
          expect(game.dayOffset).to.be.a('number');
          expect(game.categories).to.be.an('array');
          for (const category of game.categories) {
            expect(category.name).to.be.a('string');
            expect(category.words).to.be.an('array');
            category.words.forEach((word) => expect(word).to.be.a('string'));
            expect(category.extraWord).to.be.a('string');
          }
        }
      });

      it(`has ${GAME_COUNT} games with dayOffsets 0 to -${GAME_COUNT - 1}, each once`, () => {
        const offsets = games.map((g) => g.dayOffset).sort((a, b) => b - a);
        expect(offsets).to.deep.equal([...Array(GAME_COUNT).keys()].map((n) => (n === 0 ? 0 : -n)));
      });

      it('has every game valid under the domain rule (5 complete categories, 20 distinct words)', () => {
        for (const game of games) {
          rightOf(validateGameCategories(toDrafts(game)));
        }
      });

      it(`has every word trimmed, non-empty and at most ${MAX_WORD_LENGTH} characters`, () => {
        for (const word of games.flatMap(allWords)) {
          expect(word.trim(), `word "${word}"`).to.equal(word);
          expect(word, `word "${word}"`).to.have.length.within(1, MAX_WORD_LENGTH);
        }
      });

      it(`has every category name trimmed, non-empty and at most ${MAX_NAME_LENGTH} characters`, () => {
        for (const name of games.flatMap((g) => g.categories.map((c) => c.name))) {
          expect(name.trim(), `name "${name}"`).to.equal(name);
          expect(name, `name "${name}"`).to.have.length.within(1, MAX_NAME_LENGTH);
        }
      });

      it('never repeats a word in two games', () => {
        const gameByWord = new Map<string, number>();
        const repeats: string[] = [];
        for (const game of games) {
          for (const word of new Set(allWords(game).map(normalizeWord))) {
            const earlier = gameByWord.get(word);
            if (earlier !== undefined) repeats.push(`${word} (dayOffset ${earlier} and ${game.dayOffset})`);
            gameByWord.set(word, game.dayOffset);
          }
        }
        expect(repeats).to.deep.equal([]);
      });
    });
  }
});
