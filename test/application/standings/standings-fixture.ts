import { randomUUID } from 'node:crypto';
import { openPlaySwitches } from '../../support/fakes/open-play-switches';
import { PostgresAchievementRepository } from '../../../adapters/postgres/postgres-achievement.repository';
import { PostgresDailyJobs } from '../../../adapters/postgres/postgres-daily-jobs';
import { PostgresGameRepository } from '../../../adapters/postgres/postgres-game.repository';
import { PostgresGameScoreRepository } from '../../../adapters/postgres/postgres-game-score.repository';
import { PostgresAttemptRepository } from '../../../adapters/postgres/postgres-attempt.repository';
import { PostgresGameSessionRepository } from '../../../adapters/postgres/postgres-game-session.repository';
import { PostgresGroupRepository } from '../../../adapters/postgres/postgres-group.repository';
import { PostgresPodiumRepository } from '../../../adapters/postgres/postgres-podium.repository';
import { PostgresScoreboardQuery } from '../../../adapters/postgres/postgres-scoreboard.query';
import { PostgresStandingsRepository } from '../../../adapters/postgres/postgres-standings.repository';
import { PostgresUserRepository } from '../../../adapters/postgres/postgres-user.repository';
import { GameCalendar } from '../../../application/gameplay/game-calendar';
import { SessionPlay } from '../../../application/gameplay/session-play';
import type { GameScore } from '../../../application/ports/game-score.repository';
import { userPlayer } from '../../../application/ports/player';
import { Scoreboard } from '../../../application/scoreboard/scoreboard.use-case';
import { DayRollover } from '../../../application/standings/day-rollover';
import { DecidePodiums } from '../../../application/standings/decide-podiums';
import { RebuildStandings } from '../../../application/standings/rebuild-standings.use-case';
import { RecomputeStandings } from '../../../application/standings/recompute-standings';
import { StandingsDates } from '../../../application/standings/standings-calendar';
import { StandingsKeeper } from '../../../application/standings/standings-keeper';
import { addDays } from '../../../domain/game/calendar';
import { aGameScore } from '../../support/builders/game-score.builder';
import { storeUser } from '../../support/contracts/user-repository.contract';
import { FakeClock } from '../../support/fake-clock';
import { TEST_INSTANCE } from '../../support/fakes/accounts-fixture';
import { SequentialRandomSource } from '../../support/fakes/sequential-random-source';
import { useSqlDatabase } from '../../support/sql-database';

/** 09:00 UTC is noon in Helsinki: "today" is the date of the clock in the instance's zone. */
export const TODAY = '2026-03-20';
export const daysAgo = (days: number): string => addDays(TODAY, -days);

/**
 * The standings feature wired by hand over the real SQL adapters (standings and scoreboards are SQL), on
 * a fake clock. `publish` puts game dates on the calendar; `record` stores a score the way SessionPlay
 * does when a game ends: the score and its effects in one transaction.
 */
export function useStandings() {
  const database = useSqlDatabase();
  const clock = new FakeClock(`${TODAY}T09:00:00Z`);

  const wire = () => {
    const db = database();
    const random = new SequentialRandomSource('standings');
    const games = new PostgresGameRepository(db, random);
    const calendar = new GameCalendar(clock, TEST_INSTANCE, games);
    const standings = new PostgresStandingsRepository(db);
    const achievements = new PostgresAchievementRepository(db);
    const podiums = new PostgresPodiumRepository(db);
    const scores = new PostgresGameScoreRepository(db);
    const sessions = new PostgresGameSessionRepository(db);
    const dates = new StandingsDates(calendar, standings);
    const keeper = new StandingsKeeper(standings, achievements, dates);
    const recompute = new RecomputeStandings(db, standings);
    const decidePodiums = new DecidePodiums(db, podiums, achievements, clock);
    const play = new SessionPlay(
      db,
      sessions,
      new PostgresAttemptRepository(db),
      scores,
      random,
      clock,
      keeper,
      openPlaySwitches(calendar, clock),
    );
    return {
      db,
      users: new PostgresUserRepository(db),
      standings,
      achievements,
      keeper,
      decidePodiums,
      rebuild: new RebuildStandings(standings, podiums, recompute, decidePodiums, dates, clock),
      rollover: new DayRollover(
        clock,
        calendar,
        play,
        sessions,
        standings,
        new PostgresDailyJobs(db),
        decidePodiums,
        recompute,
        dates,
      ),
      scoreboard: new Scoreboard(
        new PostgresScoreboardQuery(db),
        standings,
        calendar,
        new PostgresGroupRepository(db),
        new PostgresUserRepository(db),
      ),
    };
  };

  let wired: ReturnType<typeof wire> | undefined;
  beforeEach(() => {
    clock.set(`${TODAY}T09:00:00Z`);
    wired = wire();
  });
  const parts = () => wired!;

  return {
    clock,
    parts,
    /** Published games (no categories: the standings read dates only). */
    async publish(...gameDates: string[]) {
      await parts()
        .db.knex('games')
        .insert(gameDates.map((game_date) => ({ id: randomUUID(), game_date, status: 'published' })));
    },
    async aUser(username?: string): Promise<string> {
      return (await storeUser(parts().users, username ? { username } : {})).id;
    },
    /** Stores the score and its standings and achievements, as the end of a game does. */
    record(userId: string, gameDate: string, change: Partial<GameScore> = {}) {
      const score = aGameScore().of(userPlayer(userId)).on(gameDate).with(change).build();
      const { db, keeper } = parts();
      return db.run(async () => {
        await new PostgresGameScoreRepository(db).record(score);
        return keeper.afterScore(score);
      });
    },
  };
}
