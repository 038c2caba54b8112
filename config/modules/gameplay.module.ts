import { ContainerModule } from 'inversify';
import type { Redis } from 'ioredis';
import { GAMEPLAY_RATE_LIMITS } from '../../application/ports/rate-limiter.port';
import { gameplayRateLimits } from '../../adapters/security/rate-limiters';
import { DayStatistics } from '../../application/day-statistics/day-statistics.use-case';
import { ImportGames } from '../../application/games/import-games.use-case';
import { SeedSampleGames } from '../../application/games/seed-sample-games.use-case';
import { GetActiveSession } from '../../application/gameplay/active-session.use-case';
import { Attempts } from '../../application/gameplay/attempts.use-case';
import { CategoryMatch } from '../../application/gameplay/category-match.use-case';
import { CheckSelection } from '../../application/gameplay/check-selection.use-case';
import { GetDailyGame } from '../../application/gameplay/daily-game.use-case';
import { EndGame } from '../../application/gameplay/end-game.use-case';
import { GameCalendar } from '../../application/gameplay/game-calendar';
import { GameResults } from '../../application/gameplay/game-results';
import { ListGameDays } from '../../application/gameplay/game-days.use-case';
import { GamePreferencesService } from '../../application/gameplay/game-preferences.use-case';
import { GameSessions } from '../../application/gameplay/game-sessions.use-case';
import { GameplayUseCases } from '../../application/gameplay/gameplay-use-cases';
import { GetMessageOfTheDay } from '../../application/gameplay/message-of-the-day.use-case';
import { GetPlayedStatus } from '../../application/gameplay/played-status.use-case';
import { PlaySwitches } from '../../application/gameplay/play-switches';
import { PublishedGames } from '../../application/gameplay/published-games';
import { SessionPlay } from '../../application/gameplay/session-play';
import { SubmitReview } from '../../application/gameplay/submit-review.use-case';
import { SwitchWord } from '../../application/gameplay/switch-word.use-case';
import { ATTEMPT_REPOSITORY } from '../../application/ports/attempt.repository';
import { DAY_STATISTICS_QUERY } from '../../application/ports/day-statistics.query';
import { GAME_PREFERENCES_REPOSITORY } from '../../application/ports/game-preferences.repository';
import { GAME_REVIEW_REPOSITORY } from '../../application/ports/game-review.repository';
import { GAME_SCORE_REPOSITORY } from '../../application/ports/game-score.repository';
import { GAME_SESSION_REPOSITORY } from '../../application/ports/game-session.repository';
import { GAME_REPOSITORY } from '../../application/ports/game.repository';
import { MESSAGE_REPOSITORY } from '../../application/ports/message.repository';
import { PLAYER_GAME_STATUS } from '../../application/ports/player-game-status.port';
import { PlayerGameSummaryService } from '../../application/gameplay/player-game-summary';
import { PostgresAttemptRepository } from '../../adapters/postgres/postgres-attempt.repository';
import { PostgresDayStatisticsQuery } from '../../adapters/postgres/postgres-day-statistics.query';
import { PostgresGamePreferencesRepository } from '../../adapters/postgres/postgres-game-preferences.repository';
import { PostgresGameReviewRepository } from '../../adapters/postgres/postgres-game-review.repository';
import { PostgresGameScoreRepository } from '../../adapters/postgres/postgres-game-score.repository';
import { PostgresGameSessionRepository } from '../../adapters/postgres/postgres-game-session.repository';
import { PostgresGameRepository } from '../../adapters/postgres/postgres-game.repository';
import { PostgresMessageRepository } from '../../adapters/postgres/postgres-message.repository';
import { bindSelf } from './bind-self';

/** Games and play: the stores of games, sessions, attempts and scores, and the use cases over them. */
export function gameplayModule(settings: { cachePrefix: string; redis?: Redis }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(GAMEPLAY_RATE_LIMITS).toConstantValue(gameplayRateLimits(settings.cachePrefix, settings.redis));
    bind(GAME_REPOSITORY).to(PostgresGameRepository);
    bind(GAME_SESSION_REPOSITORY).to(PostgresGameSessionRepository);
    bind(ATTEMPT_REPOSITORY).to(PostgresAttemptRepository);
    bind(GAME_SCORE_REPOSITORY).to(PostgresGameScoreRepository);
    bind(GAME_REVIEW_REPOSITORY).to(PostgresGameReviewRepository);
    bind(GAME_PREFERENCES_REPOSITORY).to(PostgresGamePreferencesRepository);
    bind(MESSAGE_REPOSITORY).to(PostgresMessageRepository);
    bind(DAY_STATISTICS_QUERY).to(PostgresDayStatisticsQuery);
    bind(PLAYER_GAME_STATUS).to(PlayerGameSummaryService);
    bindSelf(bind, [
      PublishedGames,
      GameCalendar,
      PlaySwitches,
      SessionPlay,
      GameResults,
      GetDailyGame,
      GameSessions,
      GetActiveSession,
      CheckSelection,
      SwitchWord,
      EndGame,
      GetPlayedStatus,
      ListGameDays,
      Attempts,
      CategoryMatch,
      GamePreferencesService,
      SubmitReview,
      GetMessageOfTheDay,
      DayStatistics,
      GameplayUseCases,
      ImportGames,
      SeedSampleGames,
    ]);
  });
}
