import type {
  FullCategory,
  GameResult,
  GameSessionState,
  RevealedCategory,
} from '../../../contracts/game.codec';

// Answers as the server sends them, built from sensible defaults: each test names only what it is about.

const DATE = '2026-03-14';
const GRID = [
  ['knee', 'foot', 'poker'],
  ['tooth', 'pigment', 'elbow'],
  ['basket', 'bridge', 'king'],
  ['bratwurst', 'wrist', 'snow'],
  ['snap', 'tree', 'scowl'],
];

export const aCategory = (position: number, overrides: Partial<FullCategory> = {}): FullCategory => ({
  name: `Category ${position}`,
  position,
  words: [`w${position}a`, `w${position}b`, `w${position}c`],
  extraWord: `x${position}`,
  color: `colour-${position}`,
  createdBy: 'editor',
  ...overrides,
});

export const revealed = ({ name, position, words, color, createdBy }: FullCategory): RevealedCategory => ({
  name,
  position,
  words,
  createdBy,
  color,
});

export const aSession = (overrides: Partial<GameSessionState> = {}): GameSessionState => ({
  gameDate: DATE,
  gameStatus: 'playing',
  gridLayout: GRID,
  startTime: '2026-03-14T08:00:00.000Z',
  serverTime: '2026-03-14T08:00:30.000Z',
  switchedWords: [],
  completedCategories: [],
  switchedWordPairs: [],
  revealedCategoryData: [],
  mistakes: 0,
  elapsedTime: 30,
  score: 9_970,
  finalScore: null,
  isDemo: false,
  isActive: true,
  ...overrides,
});

export const aResult = (overrides: Partial<GameResult> = {}): GameResult => {
  const categories = [0, 1, 2, 3, 4].map((position) => aCategory(position));
  return {
    score: 8_421,
    gameDate: DATE,
    title: null,
    sequenceNumber: 12,
    timeElapsed: 79,
    elapsedTime: 79,
    mistakes: 1,
    switchedCards: 1,
    switchedWords: [3],
    switchedWordPairs: [{ oldWord: 'w3a', newWord: 'x3' }],
    completedCategories: [0, 2, 1, 3, 4],
    categories,
    forfeit: false,
    gameStatus: 'won',
    achievements: [],
    showAllCategories: true,
    gridLayout: GRID,
    revealedCategoryData: categories.map(revealed),
    isDemo: false,
    // No recorded guesses, as a game from before they were kept: a share falls back to a row per group.
    guesses: [],
    serverTime: '2026-03-14T08:01:19.000Z',
    nextPuzzleAt: '2026-03-14T22:00:00.000Z',
    today: '2026-03-14',
    ...overrides,
  };
};
