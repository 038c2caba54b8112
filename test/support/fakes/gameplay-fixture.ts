import * as E from 'fp-ts/Either';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { RecordingAuditLog } from './recording-audit-log';
import { DayStatistics } from '../../../application/day-statistics/day-statistics.use-case';
import { AuditTrail } from '../../../application/audit/audit-trail';
import { ImportGames } from '../../../application/games/import-games.use-case';
import { SeedSampleGames } from '../../../application/games/seed-sample-games.use-case';
import { GetActiveSession } from '../../../application/gameplay/active-session.use-case';
import { Attempts } from '../../../application/gameplay/attempts.use-case';
import { CategoryMatch } from '../../../application/gameplay/category-match.use-case';
import { CheckSelection } from '../../../application/gameplay/check-selection.use-case';
import { GetDailyGame } from '../../../application/gameplay/daily-game.use-case';
import { EndGame } from '../../../application/gameplay/end-game.use-case';
import { GameCalendar } from '../../../application/gameplay/game-calendar';
import { GameResults } from '../../../application/gameplay/game-results';
import { GamePreferencesService } from '../../../application/gameplay/game-preferences.use-case';
import { GameSessions } from '../../../application/gameplay/game-sessions.use-case';
import { GetMessageOfTheDay } from '../../../application/gameplay/message-of-the-day.use-case';
import { GetPlayedStatus } from '../../../application/gameplay/played-status.use-case';
import { PlayerGameSummaryService } from '../../../application/gameplay/player-game-summary';
import { PublishedGames } from '../../../application/gameplay/published-games';
import { SessionPlay } from '../../../application/gameplay/session-play';
import { SubmitReview } from '../../../application/gameplay/submit-review.use-case';
import { SwitchWord } from '../../../application/gameplay/switch-word.use-case';
import type { PublishedGame } from '../../../application/ports/game.repository';
import type { Instance } from '../../../application/ports/instance.port';
import type { Player } from '../../../application/ports/player';
import type { CheckSelectionResponse } from '../../../contracts/game.codec';
import { aPublishedGame, type PublishedGameBuilder } from '../builders/published-game.builder';
import { FakeClock } from '../fake-clock';
import { TEST_INSTANCE } from './accounts-fixture';
import { inMemoryGameplayStores } from './in-memory-gameplay-stores';
import { NoScoreEffects } from './no-score-effects';
import { openPlaySwitches } from './open-play-switches';
import { RecordingLogger } from './recording-logger';
import { SequentialRandomSource } from './sequential-random-source';

/** 09:00 UTC is 11:00 in Helsinki, so "today" is 2026-03-01 in both of the default instances' zones. */
export const GAMEPLAY_START = '2026-03-01T09:00:00Z';
export const TODAY = '2026-03-01';

/**
 * Every gameplay use case wired by hand over the in-memory gameplay stores, a FakeClock (the server clock
 * every rule reads) and MemoryCache on that clock. `given` publishes a game; `select` and `solve` play.
 */
export function gameplayFixture(options: { now?: string; instance?: Partial<Instance> } = {}) {
  const clock = new FakeClock(options.now ?? GAMEPLAY_START);
  const random = new SequentialRandomSource('gameplay');
  const stores = inMemoryGameplayStores(random);
  const instance: Instance = { ...TEST_INSTANCE, ...options.instance };
  const calendar = new GameCalendar(clock, instance, stores.games);
  const play = new SessionPlay(
    stores.unitOfWork,
    stores.sessions,
    stores.attempts,
    stores.scores,
    random,
    clock,
    new NoScoreEffects(),
    openPlaySwitches(calendar, clock),
  );
  const preferences = new GamePreferencesService(stores.preferences);
  const results = new GameResults(calendar, play, stores.attempts);
  const endGame = new EndGame(calendar, play, results);
  const activeSession = new GetActiveSession(calendar, play);
  const played = new GetPlayedStatus(calendar, play, stores.games);
  const gameSessions = new GameSessions(calendar, play, results);
  const checkSelection = new CheckSelection(calendar, play, results);
  const auditLog = new RecordingAuditLog();
  const cache = new MemoryCache(clock);
  const importGames = new ImportGames(
    stores.unitOfWork,
    stores.games,
    random,
    new AuditTrail(auditLog, clock),
    new PublishedGames(stores.games, cache, clock, new RecordingLogger()),
  );

  return {
    clock,
    random,
    stores,
    instance,
    calendar,
    cache,
    daily: new GetDailyGame(calendar, play, preferences, openPlaySwitches(calendar, clock)),
    gameSessions,
    activeSession,
    checkSelection,
    switchWord: new SwitchWord(calendar, play, results),
    endGame,
    played,
    attempts: new Attempts(calendar, play, stores.attempts),
    categoryMatch: new CategoryMatch(calendar, play),
    preferences,
    review: new SubmitReview(calendar, play, stores.reviews, random),
    dayStatistics: new DayStatistics(calendar, stores.dayStatistics, play),
    summary: new PlayerGameSummaryService(played, activeSession),
    importGames,
    auditLog,
    seedSampleGames: new SeedSampleGames(stores.games, calendar, importGames),
    messageOfTheDay: new GetMessageOfTheDay(stores.messages, cache, clock),

    /** Publishes the game (today's by default) and answers it as players get it. */
    async given(game: PublishedGameBuilder = aPublishedGame().on(calendar.today())): Promise<PublishedGame> {
      await stores.games.publish(game.toPublish());
      return (await stores.games.findPublished(game.date))!;
    },

    /** A selection check that must be accepted (right or wrong); a refusal fails the test with its code. */
    async select(player: Player, gameDate: string, selectedWords: string[]): Promise<CheckSelectionResponse> {
      const answer = await checkSelection.execute(player, { gameDate, selectedWords });
      if (E.isLeft(answer)) throw new Error(`selection refused: ${answer.left.code}`);
      return answer.right;
    },

    /** Solves the category at `position` with its three words. */
    solve(player: Player, game: PublishedGame, position: number): Promise<CheckSelectionResponse> {
      return this.select(player, game.gameDate, [...game.categories[position]!.words]);
    },

    secondsLater(seconds: number): void {
      clock.advance(seconds * 1000);
    },
  };
}

export type GameplayFixture = ReturnType<typeof gameplayFixture>;
