import { ContainerModule } from 'inversify';
import { ACHIEVEMENT_REPOSITORY } from '../../application/ports/achievement.repository';
import { DAILY_JOBS } from '../../application/ports/daily-job.port';
import { PODIUM_REPOSITORY } from '../../application/ports/podium.repository';
import { PLAYER_FIGURES } from '../../application/ports/player-figures.port';
import { SCORE_EFFECTS } from '../../application/ports/score-effects.port';
import { SCOREBOARD_QUERY } from '../../application/ports/scoreboard.query';
import { STANDINGS_REPOSITORY } from '../../application/ports/standings.repository';
import { Scoreboard } from '../../application/scoreboard/scoreboard.use-case';
import { DayRollover } from '../../application/standings/day-rollover';
import { DecidePodiums } from '../../application/standings/decide-podiums';
import { RebuildStandings } from '../../application/standings/rebuild-standings.use-case';
import { RecomputeStandings } from '../../application/standings/recompute-standings';
import { StandingsDates } from '../../application/standings/standings-calendar';
import { StoredPlayerFigures } from '../../application/standings/player-figures';
import { StandingsKeeper } from '../../application/standings/standings-keeper';
import { PostgresAchievementRepository } from '../../adapters/postgres/postgres-achievement.repository';
import { PostgresDailyJobs } from '../../adapters/postgres/postgres-daily-jobs';
import { PostgresPodiumRepository } from '../../adapters/postgres/postgres-podium.repository';
import { PostgresScoreboardQuery } from '../../adapters/postgres/postgres-scoreboard.query';
import { PostgresStandingsRepository } from '../../adapters/postgres/postgres-standings.repository';
import { bindSelf } from './bind-self';

/** Standings, achievements and scoreboards: kept when a score is stored, read by every scoreboard path. */
export function standingsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ACHIEVEMENT_REPOSITORY).to(PostgresAchievementRepository);
    bind(STANDINGS_REPOSITORY).to(PostgresStandingsRepository);
    bind(PODIUM_REPOSITORY).to(PostgresPodiumRepository);
    bind(DAILY_JOBS).to(PostgresDailyJobs);
    bind(SCOREBOARD_QUERY).to(PostgresScoreboardQuery);
    bind(StandingsKeeper).toSelf();
    bind(SCORE_EFFECTS).toService(StandingsKeeper);
    bind(PLAYER_FIGURES).to(StoredPlayerFigures);
    bindSelf(bind, [
      StandingsDates,
      RecomputeStandings,
      DecidePodiums,
      RebuildStandings,
      DayRollover,
      Scoreboard,
    ]);
  });
}
