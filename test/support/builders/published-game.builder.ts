import type { GameToPublish } from '../../../application/ports/game.repository';
import type { Category } from '../../../domain/game/category';

// A readable default game: every category is recognisable from its words, and the layout mixes them so
// that no row is a category. Positions follow the editor's order (0 easiest).
const DEFAULT_CATEGORIES: Category[] = [
  { name: 'Fruit', position: 0, words: ['apple', 'pear', 'plum'], extraWord: 'fig', color: '#f2c14e' },
  { name: 'Colours', position: 1, words: ['red', 'blue', 'green'], extraWord: 'teal', color: '#7bc47f' },
  { name: 'Animals', position: 2, words: ['cat', 'dog', 'cow'], extraWord: 'owl', color: '#5fa8e8' },
  { name: 'Metals', position: 3, words: ['iron', 'gold', 'zinc'], extraWord: 'tin', color: '#b48ee0' },
  { name: 'Planets', position: 4, words: ['mars', 'venus', 'earth'], extraWord: 'saturn', color: '#ef8a5b' },
].map((category) => ({ ...category, createdBy: '' }));

const DEFAULT_LAYOUT = [
  ['apple', 'red', 'cat'],
  ['iron', 'mars', 'pear'],
  ['blue', 'dog', 'gold'],
  ['venus', 'plum', 'green'],
  ['cow', 'zinc', 'earth'],
];

export type CategoryChange = Partial<Omit<Category, 'position'>>;

/** A game as the editor publishes it: `aPublishedGame().on('2026-03-01').withCategory(2, { name: 'Pets' })`. */
export class PublishedGameBuilder {
  private gameDate = '2026-03-01';
  private title: string | null = null;
  private categories = DEFAULT_CATEGORIES.map((category) => ({ ...category, words: [...category.words] }));
  private layout = DEFAULT_LAYOUT.map((row) => [...row]);

  on(gameDate: string): this {
    this.gameDate = gameDate;
    return this;
  }

  titled(title: string): this {
    this.title = title;
    return this;
  }

  /** Changes a category; new words are put where the old ones were in the layout. */
  withCategory(position: number, change: CategoryChange): this {
    const old = this.categories[position] as Category;
    const next = { ...old, ...change, words: [...(change.words ?? old.words)] };
    this.layout = this.layout.map((row) => row.map((word) => next.words[old.words.indexOf(word)] ?? word));
    this.categories[position] = next;
    return this;
  }

  withLayout(rows: string[][]): this {
    this.layout = rows.map((row) => [...row]);
    return this;
  }

  get date(): string {
    return this.gameDate;
  }

  toPublish(createdBy: string | null = null): GameToPublish {
    return {
      gameDate: this.gameDate,
      title: this.title,
      gridLayout: this.layout.map((row) => [...row]),
      categories: this.categories.map((category) => ({ ...category, words: [...category.words] })),
      createdBy,
    };
  }

  /** The same game in the import format of `npm run games:import` (the samples swap `date` for `dayOffset`). */
  toImport(): Record<string, unknown> {
    return {
      date: this.gameDate,
      ...(this.title === null ? {} : { title: this.title }),
      categories: this.categories.map(({ name, words, extraWord, color }) => ({
        name,
        words: [...words],
        extraWord,
        color,
      })),
    };
  }
}

export const aPublishedGame = (): PublishedGameBuilder => new PublishedGameBuilder();
