import type { CategoryWords, SwitchedWordPair } from '../../../domain/game/category';
import type { GridRows } from '../../../domain/game/grid';

// A readable default game: category i is recognisable from its words; the layout mixes them.
const DEFAULT_CATEGORIES: CategoryWords[] = [
  { words: ['apple', 'pear', 'plum'], extraWord: 'fig' },
  { words: ['red', 'blue', 'green'], extraWord: 'teal' },
  { words: ['cat', 'dog', 'cow'], extraWord: 'owl' },
  { words: ['iron', 'gold', 'zinc'], extraWord: 'tin' },
  { words: ['mars', 'venus', 'earth'], extraWord: 'saturn' },
];

const DEFAULT_LAYOUT: string[][] = [
  ['apple', 'red', 'cat'],
  ['iron', 'mars', 'pear'],
  ['blue', 'dog', 'gold'],
  ['venus', 'plum', 'green'],
  ['cow', 'zinc', 'earth'],
];

export interface BuiltGame {
  readonly categories: CategoryWords[];
  readonly gridLayout: GridRows;
  readonly solved: number[];
  readonly switched: number[];
  readonly switchedWordPairs: SwitchedWordPair[];
}

class GameBuilder {
  private categories = DEFAULT_CATEGORIES.map((c) => ({ ...c, words: [...c.words] }));
  private gridLayout: GridRows = DEFAULT_LAYOUT.map((row) => [...row]);
  private solved: number[] = [];
  private switched: number[] = [];
  private pairs: SwitchedWordPair[] = [];

  withCategory(index: number, words: string[], extraWord: string): this {
    this.categories[index] = { words, extraWord };
    return this;
  }

  withLayout(rows: string[][]): this {
    this.gridLayout = rows;
    return this;
  }

  withSolved(...indexes: number[]): this {
    this.solved = indexes;
    return this;
  }

  withSwitch(categoryIndex: number, oldWord: string): this {
    this.switched.push(categoryIndex);
    this.pairs.push({ oldWord, newWord: (this.categories[categoryIndex] as CategoryWords).extraWord });
    return this;
  }

  build(): BuiltGame {
    return {
      categories: this.categories,
      gridLayout: this.gridLayout,
      solved: this.solved,
      switched: this.switched,
      switchedWordPairs: this.pairs,
    };
  }
}

export const aGame = (): GameBuilder => new GameBuilder();
