import { randomUUID } from 'node:crypto';
import type { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { PostgresAttemptRepository } from '../../../adapters/postgres/postgres-attempt.repository';
import { PostgresControlPanelStatisticsQuery } from '../../../adapters/postgres/postgres-control-panel-statistics.query';
import { PostgresDayStatisticsQuery } from '../../../adapters/postgres/postgres-day-statistics.query';
import { PostgresGameReviewRepository } from '../../../adapters/postgres/postgres-game-review.repository';
import { PostgresGameScoreRepository } from '../../../adapters/postgres/postgres-game-score.repository';
import { PostgresGameSessionRepository } from '../../../adapters/postgres/postgres-game-session.repository';
import { PostgresGameRepository } from '../../../adapters/postgres/postgres-game.repository';
import { PostgresManagedGameRepository } from '../../../adapters/postgres/postgres-managed-game.repository';
import { GameCalendar } from '../../../application/gameplay/game-calendar';
import { guestPlayer, userPlayer, type Player } from '../../../application/ports/player';
import { ActiveSessions } from '../../../application/statistics/active-sessions.use-case';
import { CategoriesOfDate } from '../../../application/statistics/categories-of-date.use-case';
import { DailyPlayers } from '../../../application/statistics/daily-players.use-case';
import { DateCombinations } from '../../../application/statistics/date-combinations.use-case';
import { GameOfDate } from '../../../application/statistics/game-of-date';
import { GameReviews } from '../../../application/statistics/game-reviews.use-case';
import { UserStats } from '../../../application/statistics/user-stats.use-case';
import { addDays } from '../../../domain/game/calendar';
import { combinationKey } from '../../../domain/game/combination-key';
import type { PlayStatus } from '../../../domain/game/play-session';
import { aGameScore } from '../../support/builders/game-score.builder';
import { aGameSession } from '../../support/builders/game-session.builder';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { FakeClock } from '../../support/fake-clock';
import { TEST_INSTANCE } from '../../support/fakes/accounts-fixture';
import { SequentialRandomSource } from '../../support/fakes/sequential-random-source';

/** Noon in Helsinki (the test instance's zone) on Wednesday 2026-03-04; that ISO week began on the 2nd. */
export const NOW = '2026-03-04T10:00:00.000Z';
export const TODAY = '2026-03-04';
export const daysAgo = (days: number) => addDays(TODAY, -days);
export const aGuest = () => guestPlayer(`guest_${randomUUID().replaceAll('-', '')}`);

/** The statistics' use cases over the real SQL adapters of one test database, on a fake clock. */
export function statisticsFixture(database: KnexDatabase) {
  const clock = new FakeClock(NOW);
  const random = new SequentialRandomSource();
  const games = new PostgresGameRepository(database, random);
  const calendar = new GameCalendar(clock, TEST_INSTANCE, games);
  const query = new PostgresControlPanelStatisticsQuery(database);
  const gameOfDate = new GameOfDate(new PostgresManagedGameRepository(database), calendar);
  const scores = new PostgresGameScoreRepository(database);
  const sessions = new PostgresGameSessionRepository(database);
  let users = 0;

  return {
    clock,
    userStats: new UserStats(query, calendar, TEST_INSTANCE),
    dailyPlayers: new DailyPlayers(query, calendar),
    reviews: new GameReviews(query, calendar),
    combinations: new DateCombinations(query, gameOfDate),
    categories: new CategoriesOfDate(new PostgresDayStatisticsQuery(database), gameOfDate),
    activeSessions: new ActiveSessions(query, clock),

    /** A registered player whose account was made at the moment (an ISO timestamp). */
    async registered(at: string): Promise<Player> {
      const id = randomUUID();
      users += 1;
      await database
        .knex('users')
        .insert({ id, username: `pelaaja${users}`, password_hash: 'x', created_at: new Date(at) });
      return userPlayer(id);
    },

    /** A finished game stored as the game stores it (a guest's is a demo game). */
    async scored(
      player: Player,
      date: string,
      score: number,
      status: PlayStatus = score > 0 ? 'won' : 'lost',
    ) {
      await scores.record(aGameScore().of(player).on(date).scoring(score, status).build());
    },

    async published(date: string) {
      await games.publish(aPublishedGame().on(date).toPublish());
    },

    /** A session of the date: finished after solving `solved` in that order, or still playing. */
    async session(player: Player, date: string, solved: number[], status: PlayStatus, startedAt?: string) {
      const builder = aGameSession()
        .of(player)
        .on(date)
        .startedAt(startedAt ?? `${date}T08:00:00Z`)
        .solved(...solved);
      const session = status === 'playing' ? builder.build() : builder.ended(status, 5000).build();
      await sessions.createIfAbsent(session);
      return session.id;
    },

    async tried(sessionId: string, date: string, words: string[], wasCorrect = false) {
      const key = combinationKey(words)!;
      await new PostgresAttemptRepository(database).record(sessionId, date, { key, words, wasCorrect });
    },

    async reviewed(player: Player, date: string, difficulty: number, funLevel: number) {
      await new PostgresGameReviewRepository(database).save({
        id: randomUUID(),
        gameDate: date,
        player,
        difficulty,
        funLevel,
        isDemo: player.kind === 'guest',
      });
    },
  };
}

export type StatisticsFixture = ReturnType<typeof statisticsFixture>;
