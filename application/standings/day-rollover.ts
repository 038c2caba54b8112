import { inject, injectable, optional } from 'inversify';
import { PERFORMANCE_WINDOW_DAYS } from '../../domain/constants/standings.constants';
import { SECOND_MS } from '../../domain/constants/time.constants';
import { isPlaying, LONGEST_GAME_SECONDS } from '../../domain/game/play-session';
import { GameCalendar } from '../gameplay/game-calendar';
import { SessionPlay } from '../gameplay/session-play';
import { CLOCK, type Clock } from '../ports/clock.port';
import { DAILY_JOBS, type DailyJobs } from '../ports/daily-job.port';
import { GAME_SESSION_REPOSITORY, type GameSessionRepository } from '../ports/game-session.repository';
import { JOB_METRICS, NO_JOB_METRICS, type JobMetrics } from '../ports/job-metrics.port';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';
import { DecidePodiums } from './decide-podiums';
import { RecomputeStandings } from './recompute-standings';
import { StandingsDates } from './standings-calendar';

const SETTLE_BATCH = 200;

export interface RolloverReport {
  readonly settledSessions: number;
  readonly podiums: 'ran' | 'alreadyDone' | 'busy';
  readonly refresh: 'ran' | 'alreadyDone' | 'busy';
}

/**
 * What changes with the clock alone, run every minute by each process (the daily parts run once across
 * all of them): games whose clock ran out are stored as losses, each finished date gets its podium, and
 * standings that depend on the day (performance window, streaks broken by an unplayed day) are refreshed.
 */
@injectable()
export class DayRollover {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(SessionPlay) private readonly play: SessionPlay,
    @inject(GAME_SESSION_REPOSITORY) private readonly sessions: GameSessionRepository,
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
    @inject(DAILY_JOBS) private readonly jobs: DailyJobs,
    @inject(DecidePodiums) private readonly podiums: DecidePodiums,
    @inject(RecomputeStandings) private readonly recompute: RecomputeStandings,
    @inject(StandingsDates) private readonly dates: StandingsDates,
    @inject(JOB_METRICS) @optional() private readonly metrics: JobMetrics = NO_JOB_METRICS,
  ) {}

  async tick(): Promise<RolloverReport> {
    const ended = this.metrics.started('day-rollover');
    try {
      const report = await this.runParts();
      ended('ok');
      return report;
    } catch (error) {
      ended('failed');
      throw error;
    }
  }

  private async runParts(): Promise<RolloverReport> {
    const settledSessions = await this.settleRunOutGames();
    const today = this.calendar.today();
    const podiums = await this.jobs.runOnce('podiums', today, async () => {
      await this.podiums.before(today);
    });
    const refresh = await this.jobs.runOnce('standings-refresh', today, () => this.refreshStandings());
    return { settledSessions, podiums, refresh };
  }

  /** A lost game is stored when it is next read; this reads the ones nobody came back to. */
  private async settleRunOutGames(): Promise<number> {
    // A game started longer ago than the longest game can last has surely run out.
    const cutoff = new Date(this.clock.now().getTime() - LONGEST_GAME_SECONDS * SECOND_MS);
    let settled = 0;
    for (;;) {
      const stale = await this.sessions.stillPlayingSince(cutoff, SETTLE_BATCH);
      let settledNow = 0;
      for (const session of stale) {
        // Settled from the row just read: the loss is stored under the lock, as when its player reads it.
        if (!isPlaying((await this.play.settled(session)).session)) settledNow += 1;
      }
      settled += settledNow;
      // A session that could not be stored (removed meanwhile) is not met again forever: stop.
      if (stale.length < SETTLE_BATCH || settledNow === 0) return settled;
    }
  }

  private async refreshStandings(): Promise<void> {
    const calendar = await this.dates.today();
    // Both windows (today's and yesterday's index) reach one game date further back than either alone.
    const since = calendar.dates[Math.max(0, calendar.dates.length - PERFORMANCE_WINDOW_DAYS - 1)];
    if (since === undefined) return;
    await this.recompute.run(calendar, (after, limit) =>
      this.standings.usersChangingWithTheDay(since, after, limit),
    );
  }
}
