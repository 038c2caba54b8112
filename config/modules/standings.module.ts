import { ContainerModule } from 'inversify';
import { ACHIEVEMENT_REPOSITORY } from '../../application/ports/achievement.repository';
import { PostgresAchievementRepository } from '../../adapters/postgres/postgres-achievement.repository';

/** Standings, achievements and scoreboards: kept when a score is stored, read by every scoreboard path. */
export function standingsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ACHIEVEMENT_REPOSITORY).to(PostgresAchievementRepository);
  });
}
