import type { ActiveSessionResponse, GuestSessionResponse, PlayedStatus } from '../../contracts/game.codec';
import { toSessionState } from '../../contracts/game-views';
import { elapsedAt, isPlaying } from '../../domain/game/play-session';
import type { GameSession } from '../ports/game-session.repository';
import type { PublishedGame } from '../ports/game.repository';

// What leaves the server about a game beyond the shared views of contracts/game-views.ts (the session, the
// solved categories and the result, which the control panel's play-test builds too).

const iso = (ms: number): string => new Date(ms).toISOString();

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
