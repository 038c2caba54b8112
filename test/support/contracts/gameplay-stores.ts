import type { AttemptRepository } from '../../../application/ports/attempt.repository';
import type { DayStatisticsQuery } from '../../../application/ports/day-statistics.query';
import type { GamePreferencesRepository } from '../../../application/ports/game-preferences.repository';
import type { GameReview, GameReviewRepository } from '../../../application/ports/game-review.repository';
import type { GameScore, GameScoreRepository } from '../../../application/ports/game-score.repository';
import type { GameSessionRepository } from '../../../application/ports/game-session.repository';
import type { GameRepository } from '../../../application/ports/game.repository';
import type { GuestDataTransfer } from '../../../application/ports/guest-data-transfer.port';
import type { MessageRepository } from '../../../application/ports/message.repository';
import type { Player } from '../../../application/ports/player';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.port';

/**
 * The gameplay stores of one database (or one set of fakes), plus what the contracts need that no port
 * offers: a registered player to reference, the rows the ports only write, and a message to read.
 */
export interface GameplayStoresFixture {
  games: GameRepository;
  sessions: GameSessionRepository;
  attempts: AttemptRepository;
  scores: GameScoreRepository;
  reviews: GameReviewRepository;
  preferences: GamePreferencesRepository;
  messages: MessageRepository;
  dayStatistics: DayStatisticsQuery;
  guestTransfer: GuestDataTransfer;
  unitOfWork: UnitOfWork;
  /** A registered player (a users row, where the schema needs one). */
  aUser(): Promise<Player>;
  /** users.last_played and users.is_cheater, as the score store leaves them. */
  userFlags(userId: string): Promise<{ lastPlayed: string | null; isCheater: boolean }>;
  storedScores(player: Player): Promise<GameScore[]>;
  storedReviews(player: Player): Promise<GameReview[]>;
  /** What the control panel does: a new message of the day written at `createdAt`. */
  postMessage(message: string, createdAt: Date): Promise<void>;
  close(): Promise<void>;
}

export type MakeGameplayStores = (context: Mocha.Context) => Promise<GameplayStoresFixture>;

/** beforeEach/afterEach of a contract: fresh stores for every test, emptied after it. */
export function useGameplayStores(makeStores: MakeGameplayStores): () => GameplayStoresFixture {
  let stores: GameplayStoresFixture | undefined;
  beforeEach(async function () {
    stores = await makeStores(this);
  });
  afterEach(async () => {
    await stores?.close();
    stores = undefined;
  });
  return () => {
    if (!stores) throw new Error('the stores are only open inside a test');
    return stores;
  };
}
