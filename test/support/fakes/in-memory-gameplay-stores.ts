import type { RandomSource } from '../../../application/ports/random-source.port';
import { FakeUnitOfWork } from './fake-unit-of-work';
import { InMemoryAttemptRepository } from './in-memory-attempt.repository';
import { InMemoryDayStatisticsQuery } from './in-memory-day-statistics.query';
import { InMemoryGamePreferencesRepository } from './in-memory-game-preferences.repository';
import { InMemoryGameReviewRepository } from './in-memory-game-review.repository';
import { InMemoryGameScoreRepository } from './in-memory-game-score.repository';
import { InMemoryGameSessionRepository } from './in-memory-game-session.repository';
import { InMemoryGameRepository } from './in-memory-game.repository';
import { InMemoryGuestDataTransfer } from './in-memory-guest-data-transfer';
import { InMemoryMessageRepository } from './in-memory-message.repository';
import { SequentialRandomSource } from './sequential-random-source';

/**
 * The gameplay fakes wired to each other as the tables are (publishing reads the sessions, statistics and
 * the guest transfer read sessions, attempts and scores), under one fake unit of work.
 */
export function inMemoryGameplayStores(random: RandomSource = new SequentialRandomSource('gameplay')) {
  const attempts = new InMemoryAttemptRepository();
  const sessions = new InMemoryGameSessionRepository(attempts);
  const scores = new InMemoryGameScoreRepository();
  const reviews = new InMemoryGameReviewRepository();
  const preferences = new InMemoryGamePreferencesRepository();
  const games = new InMemoryGameRepository(sessions, random);
  return {
    games,
    sessions,
    attempts,
    scores,
    reviews,
    preferences,
    messages: new InMemoryMessageRepository(),
    dayStatistics: new InMemoryDayStatisticsQuery(sessions, attempts, scores),
    guestTransfer: new InMemoryGuestDataTransfer(sessions, scores, reviews, attempts),
    unitOfWork: new FakeUnitOfWork([games, sessions, attempts, scores, reviews, preferences]),
  };
}

export type InMemoryGameplayStores = ReturnType<typeof inMemoryGameplayStores>;
