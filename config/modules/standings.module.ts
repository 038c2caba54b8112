import { ContainerModule } from 'inversify';
import { ACHIEVEMENT_REPOSITORY } from '../../application/ports/achievement.repository';
import { DAILY_JOBS } from '../../application/ports/daily-job.port';
import { PODIUM_REPOSITORY } from '../../application/ports/podium.repository';
import { SCORE_EFFECTS } from '../../application/ports/score-effects.port';
import { STANDINGS_REPOSITORY } from '../../application/ports/standings.repository';
import { DayRollover } from '../../application/standings/day-rollover';
import { DecidePodiums } from '../../application/standings/decide-podiums';
import { RebuildStandings } from '../../application/standings/rebuild-standings.use-case';
import { RecomputeStandings } from '../../application/standings/recompute-standings';
import { StandingsDates } from '../../application/standings/standings-calendar';
import { StandingsKeeper } from '../../application/standings/standings-keeper';
import { PostgresAchievementRepository } from '../../adapters/postgres/postgres-achievement.repository';
import { PostgresDailyJobs } from '../../adapters/postgres/postgres-daily-jobs';
import { PostgresPodiumRepository } from '../../adapters/postgres/postgres-podium.repository';
import { PostgresStandingsRepository } from '../../adapters/postgres/postgres-standings.repository';

/** Standings, achievements and scoreboards: kept when a score is stored, read by every scoreboard path. */
export function standingsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ACHIEVEMENT_REPOSITORY).to(PostgresAchievementRepository);
    bind(STANDINGS_REPOSITORY).to(PostgresStandingsRepository);
    bind(PODIUM_REPOSITORY).to(PostgresPodiumRepository);
    bind(DAILY_JOBS).to(PostgresDailyJobs);
    bind(StandingsKeeper).toSelf();
    bind(SCORE_EFFECTS).toService(StandingsKeeper);
    const services: (new (...args: never[]) => unknown)[] = [
      StandingsDates,
      RecomputeStandings,
      DecidePodiums,
      RebuildStandings,
      DayRollover,
    ];
    for (const service of services) bind(service).toSelf();
  });
}
