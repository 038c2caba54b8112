import { randomUUID } from 'node:crypto';
import { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { connectPglite, connectPostgres } from '../../../adapters/postgres/knex-connection';
import { migrateToLatest } from '../../../adapters/postgres/migrate';
import { wherePlayer } from '../../../adapters/postgres/player-columns';
import { PostgresAttemptRepository } from '../../../adapters/postgres/postgres-attempt.repository';
import { PostgresDayStatisticsQuery } from '../../../adapters/postgres/postgres-day-statistics.query';
import { PostgresGamePreferencesRepository } from '../../../adapters/postgres/postgres-game-preferences.repository';
import { PostgresGameReviewRepository } from '../../../adapters/postgres/postgres-game-review.repository';
import { PostgresGameScoreRepository } from '../../../adapters/postgres/postgres-game-score.repository';
import { PostgresGameSessionRepository } from '../../../adapters/postgres/postgres-game-session.repository';
import { PostgresGameRepository } from '../../../adapters/postgres/postgres-game.repository';
import { PostgresGuestDataTransfer } from '../../../adapters/postgres/postgres-guest-data-transfer';
import { PostgresMessageRepository } from '../../../adapters/postgres/postgres-message.repository';
import { PostgresUserRepository } from '../../../adapters/postgres/postgres-user.repository';
import { userPlayer, type Player } from '../../../application/ports/player';
import type { PlayStatus } from '../../../domain/game/play-session';
import { gameplayStoreContracts } from '../../support/contracts/gameplay-store-contracts';
import type { GameplayStoresFixture } from '../../support/contracts/gameplay-stores';
import { storeUser } from '../../support/contracts/user-repository.contract';
import { SequentialRandomSource } from '../../support/fakes/sequential-random-source';
import {
  dropSchema,
  pendingWithoutInfrastructure,
  testDatabase,
  uniqueTestName,
} from '../../support/infrastructure';
import { sharedDatabase } from '../../support/shared-database';

// The gameplay adapters against the contracts the in-memory fakes pass too (test/application/gameplay/
// fakes-contracts.test.ts). Concurrency (row locks, parallel first calls) has its own tests.

const TABLES = [
  'games',
  'game_sessions',
  'game_scores',
  'game_reviews',
  'game_preferences',
  'messages',
  'users',
];

interface ScoreRow {
  id: string;
  game_date: string;
  score: number;
  status: PlayStatus;
  elapsed_seconds: number;
  mistakes: number;
  switches: number;
  is_demo: boolean;
  completed_at: Date;
}

interface ReviewRow {
  id: string;
  game_date: string;
  difficulty: number;
  fun_level: number;
  is_demo: boolean;
}

function storesOn(database: KnexDatabase): GameplayStoresFixture {
  const knex = database.knex;
  const users = new PostgresUserRepository(database);
  const rowsOf = async <Row>(table: string, player: Player): Promise<Row[]> =>
    wherePlayer(player)(knex(table)).select('*');
  return {
    games: new PostgresGameRepository(database, new SequentialRandomSource()),
    sessions: new PostgresGameSessionRepository(database),
    attempts: new PostgresAttemptRepository(database),
    scores: new PostgresGameScoreRepository(database),
    reviews: new PostgresGameReviewRepository(database),
    preferences: new PostgresGamePreferencesRepository(database),
    messages: new PostgresMessageRepository(database),
    dayStatistics: new PostgresDayStatisticsQuery(database),
    guestTransfer: new PostgresGuestDataTransfer(database),
    unitOfWork: database,
    aUser: async () => userPlayer((await storeUser(users)).id),
    userFlags: async (userId) => {
      const row = await knex('users').where({ id: userId }).first('last_played', 'is_cheater');
      return { lastPlayed: row.last_played, isCheater: row.is_cheater };
    },
    storedScores: async (player) =>
      (await rowsOf<ScoreRow>('game_scores', player)).map((row) => ({
        id: row.id,
        gameDate: row.game_date,
        player,
        score: row.score,
        status: row.status,
        elapsedSeconds: row.elapsed_seconds,
        mistakes: row.mistakes,
        switches: row.switches,
        isDemo: row.is_demo,
        completedAt: row.completed_at,
      })),
    storedReviews: async (player) =>
      (await rowsOf<ReviewRow>('game_reviews', player)).map((row) => ({
        id: row.id,
        gameDate: row.game_date,
        player,
        difficulty: row.difficulty,
        funLevel: row.fun_level,
        isDemo: row.is_demo,
      })),
    postMessage: async (message, createdAt) => {
      await knex('messages').insert({ id: randomUUID(), message, created_at: createdAt });
    },
    // Categories, attempts and the users' own rows go with these (ON DELETE CASCADE); truncate is quicker.
    close: async () => {
      await knex.raw(`truncate ${TABLES.join(', ')} cascade`);
    },
  };
}

const onPostgres = sharedDatabase(async () => {
  const { url } = await testDatabase();
  const schema = uniqueTestName('test_gameplay');
  const knex = connectPostgres(url!, schema, 3);
  await migrateToLatest(knex, schema);
  return { knex, drop: () => dropSchema(url!, schema) };
});

const onPglite = sharedDatabase(async () => {
  const knex = await connectPglite(undefined, 'test_gameplay');
  await migrateToLatest(knex, 'test_gameplay');
  return { knex, drop: async () => {} };
});

gameplayStoreContracts('PostgreSQL', async (context) => {
  if (!(await testDatabase()).url) return pendingWithoutInfrastructure(context, 'PostgreSQL server');
  return storesOn(await onPostgres(context));
});
gameplayStoreContracts('PGlite (embedded)', async (context) => storesOn(await onPglite(context)));
