import type {
  ActiveSessionResponse,
  FullCategory,
  GameResult,
  GameSessionState,
  GuestSessionResponse,
  PlayedStatus,
  RevealedCategory,
} from '../../contracts/game.codec';
import { normalizeWord, type Category } from '../../domain/game/category';
import { elapsedAt, gridOf, isPlaying, scoreAt } from '../../domain/game/play-session';
import type { OwnedAchievement } from '../ports/achievement.repository';
import type { GameSession } from '../ports/game-session.repository';
import type { PublishedGame } from '../ports/game.repository';

// What leaves the server about a game. Before the end only solved categories are described; the full
// categories appear in `GameResult` alone, which is built only for a finished game.

const iso = (ms: number): string => new Date(ms).toISOString();

/** A switched category is solved by its two remaining words and its extra word. */
const solvingWords = (category: Category, session: GameSession): string[] => {
  const switchedOut = new Set(
    session.switchedPairs
      .filter((pair) => normalizeWord(pair.newWord) === normalizeWord(category.extraWord))
      .map((pair) => normalizeWord(pair.oldWord)),
  );
  const kept = category.words.filter((word) => !switchedOut.has(normalizeWord(word)));
  return kept.length < category.words.length ? [...kept, category.extraWord] : [...category.words];
};

/** The categories the player solved, each with the words that solved it. */
export const revealedCategories = (game: PublishedGame, session: GameSession): RevealedCategory[] =>
  session.solved.map((position) => {
    const category = game.categories[position] as Category;
    return {
      name: category.name,
      position,
      words: solvingWords(category, session),
      color: category.color,
      createdBy: category.createdBy,
    };
  });

export const toSessionState = (game: PublishedGame, session: GameSession, now: number): GameSessionState => ({
  gameDate: session.gameDate,
  gameStatus: session.status,
  gridLayout: gridOf(game, session),
  startTime: iso(session.startTime),
  serverTime: iso(now),
  switchedWords: [...session.switched],
  completedCategories: [...session.solved],
  switchedWordPairs: session.switchedPairs.map((pair) => ({ ...pair })),
  revealedCategoryData: revealedCategories(game, session),
  mistakes: session.mistakes,
  elapsedTime: elapsedAt(session, now),
  score: scoreAt(session, now),
  finalScore: session.finalScore,
  isDemo: session.isDemo,
  isActive: session.isActive,
});

const fullCategory = (category: Category): FullCategory => ({
  name: category.name,
  position: category.position,
  words: [...category.words],
  extraWord: category.extraWord,
  color: category.color,
  createdBy: category.createdBy,
});

/** Only for a finished game: this is where every category is revealed. */
export const toGameResult = (
  game: PublishedGame,
  session: GameSession,
  achievements: readonly OwnedAchievement[] = [],
): GameResult => {
  if (isPlaying(session)) throw new Error('A result is built for finished games only');
  const elapsed = session.elapsedSeconds ?? 0;
  return {
    score: session.finalScore ?? 0,
    gameDate: session.gameDate,
    title: game.title,
    sequenceNumber: game.sequenceNumber,
    timeElapsed: elapsed,
    elapsedTime: elapsed,
    mistakes: session.mistakes,
    switchedCards: session.switched.length,
    switchedWords: [...session.switched],
    switchedWordPairs: session.switchedPairs.map((pair) => ({ ...pair })),
    completedCategories: [...session.solved],
    categories: game.categories.map(fullCategory),
    forfeit: session.status === 'forfeit',
    gameStatus: session.status,
    achievements: achievements.map(({ type, count }) => ({ type, count })),
    showAllCategories: true,
    gridLayout: game.gridLayout.map((row) => [...row]),
    revealedCategoryData: revealedCategories(game, session),
    isDemo: session.isDemo,
  };
};

export const toActiveSession = (session: GameSession, now: number): ActiveSessionResponse => ({
  hasActiveSession: true,
  gameDate: session.gameDate,
  serverTime: iso(now),
  gameState: {
    startTime: iso(session.startTime),
    gameStatus: session.status,
    finalScore: session.finalScore,
    mistakes: session.mistakes,
    completedCategoriesCount: session.solved.length,
    switchedWordsCount: session.switched.length,
    elapsedTime: elapsedAt(session, now),
  },
});

export const toGuestSession = (
  game: PublishedGame,
  session: GameSession,
  now: number,
): GuestSessionResponse => ({
  gameDate: session.gameDate,
  gameState: {
    gameStatus: session.status,
    finalScore: session.finalScore,
    finalTime: session.elapsedSeconds,
    startTime: iso(session.startTime),
    mistakes: session.mistakes,
    completedCategories: [...session.solved],
    switchedWords: [...session.switched],
    elapsedTime: elapsedAt(session, now),
  },
  isActive: session.isActive,
  hasActiveSession: isPlaying(session),
  isCompleted: !isPlaying(session),
  session: toSessionState(game, session, now),
});

export const toPlayedStatus = (
  gameDate: string,
  session: GameSession | null,
  gameAvailable: boolean,
): PlayedStatus => {
  const finished = session !== null && !isPlaying(session);
  return {
    gameDate,
    hasPlayed: finished,
    score: finished ? session.finalScore : null,
    gameStatus: session?.status ?? null,
    gameAvailable,
  };
};
