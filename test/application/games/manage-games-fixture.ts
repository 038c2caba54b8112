import { MemoryCache } from '../../../adapters/memory/memory-cache';
import type { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { PostgresAchievementRepository } from '../../../adapters/postgres/postgres-achievement.repository';
import { PostgresAuditLog } from '../../../adapters/postgres/postgres-audit-log';
import { PostgresCategoryBankRepository } from '../../../adapters/postgres/postgres-category-bank.repository';
import { PostgresGameRepository } from '../../../adapters/postgres/postgres-game.repository';
import { PostgresManagedGameRepository } from '../../../adapters/postgres/postgres-managed-game.repository';
import { PostgresSuggestionRepository } from '../../../adapters/postgres/postgres-suggestion.repository';
import type { Actor } from '../../../application/audit/actor';
import { AuditTrail } from '../../../application/audit/audit-trail';
import { DeleteGame } from '../../../application/games/delete-game.use-case';
import { ManagedGameViews } from '../../../application/games/game-lookup';
import { GameSchedule } from '../../../application/games/game-schedule.use-case';
import { PublishGame } from '../../../application/games/publish-game.use-case';
import { ReorderGames } from '../../../application/games/reorder-games.use-case';
import { SaveGame } from '../../../application/games/save-game.use-case';
import { GameCalendar } from '../../../application/gameplay/game-calendar';
import { PublishedGames } from '../../../application/gameplay/published-games';
import { MilestoneAwards } from '../../../application/standings/milestone-awards';
import { MarkSuggestionsUsed } from '../../../application/suggestions/mark-suggestions-used';
import { ReviewSuggestion } from '../../../application/suggestions/review-suggestion.use-case';
import { addDays } from '../../../domain/game/calendar';
import { FakeClock } from '../../support/fake-clock';
import { TEST_INSTANCE } from '../../support/fakes/accounts-fixture';
import { RecordingLogger } from '../../support/fakes/recording-logger';
import { SequentialRandomSource } from '../../support/fakes/sequential-random-source';

/** Noon in Helsinki (the test instance's zone). */
export const NOW = '2026-03-01T10:00:00.000Z';
export const TODAY = '2026-03-01';
export const later = (days: number) => addDays(TODAY, days);
/** The command line has no account, so no user row is needed for the editor of these tests. */
export const EDITOR: Actor = { id: null, username: 'toimittaja' };

/** Five complete categories with distinct words; `tag` keeps puzzles apart. */
export const aPuzzle = (tag: string) =>
  ['Puut', 'Linnut', 'Kalat', 'Kukat', 'Marjat'].map((name, i) => ({
    name: `${name} ${tag}`,
    words: [1, 2, 3].map((n) => `${tag}-${i}-${n}`),
    extraWord: `${tag}-${i}-x`,
  }));

/** The control panel's game use cases over the real SQL adapters of one test database, on a fake clock. */
export function manageGamesFixture(database: KnexDatabase) {
  const clock = new FakeClock(NOW);
  const random = new SequentialRandomSource();
  const games = new PostgresManagedGameRepository(database);
  const publishedGames = new PublishedGames(
    new PostgresGameRepository(database, random),
    new MemoryCache(clock),
    clock,
    new RecordingLogger(),
  );
  // The calendar reads through the games this process keeps, as the server's does.
  const calendar = new GameCalendar(clock, TEST_INSTANCE, publishedGames);
  const audit = new AuditTrail(new PostgresAuditLog(database, random), clock);
  const views = new ManagedGameViews(games, calendar);
  const bank = new PostgresCategoryBankRepository(database);
  const suggestions = new PostgresSuggestionRepository(database);
  const awards = new MilestoneAwards(new PostgresAchievementRepository(database), clock);
  const used = new MarkSuggestionsUsed(
    bank,
    suggestions,
    new ReviewSuggestion(suggestions, database, clock, awards),
  );
  return {
    clock,
    random,
    audit,
    calendar,
    publishedGames,
    save: new SaveGame(database, games, bank, calendar, random, audit, used, publishedGames),
    publishing: new PublishGame(database, games, calendar, random, audit, views, used, publishedGames),
    remove: new DeleteGame(database, games, calendar, audit, publishedGames),
    reorder: new ReorderGames(database, games, calendar, audit, views, publishedGames),
    schedule: new GameSchedule(games, calendar, views),

    /** Somebody (a guest) starts the game of the date. */
    async played(date: string): Promise<void> {
      await database.knex('game_sessions').insert({
        id: random.uuid(),
        game_date: date,
        guest_id: `guest_${random.uuid().replace(/-/g, '')}`,
        is_demo: true,
        status: 'playing',
        start_time: clock.now(),
      });
    },

    async auditActions(): Promise<string[]> {
      return database.knex('audit_log').orderBy('at').pluck('action');
    },
  };
}

export type ManageGamesFixture = ReturnType<typeof manageGamesFixture>;
