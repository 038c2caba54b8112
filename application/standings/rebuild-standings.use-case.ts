import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { PODIUM_REPOSITORY, type PodiumRepository } from '../ports/podium.repository';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';
import { DecidePodiums } from './decide-podiums';
import { RecomputeStandings } from './recompute-standings';
import { StandingsDates } from './standings-calendar';

/** The events of a rebuild (DESIGN 6: start, progress, complete, error), streamed to whoever started it. */
export type RebuildEvent =
  | { readonly type: 'start'; readonly totalPlayers: number }
  | { readonly type: 'progress'; readonly phase: 'standings'; readonly done: number; readonly total: number }
  | { readonly type: 'progress'; readonly phase: 'podiums'; readonly done: number; readonly total: number }
  | {
      readonly type: 'complete';
      readonly players: number;
      readonly removed: number;
      readonly podiumDates: number;
      readonly durationMs: number;
    }
  | { readonly type: 'error'; readonly message: string };

/**
 * "Recalculate all scoreboards": every standing from the scores, the podium achievements counted again from
 * the recorded podiums, and the podiums of finished dates not decided yet. Only one
 * rebuild runs in a process at a time; a second call while one runs answers an error event at once. An
 * aborted `signal` ends it with an error event between two steps (what was committed stays).
 */
@injectable()
export class RebuildStandings {
  private running = false;

  constructor(
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
    @inject(PODIUM_REPOSITORY) private readonly podiums: PodiumRepository,
    @inject(RecomputeStandings) private readonly recompute: RecomputeStandings,
    @inject(DecidePodiums) private readonly decidePodiums: DecidePodiums,
    @inject(StandingsDates) private readonly dates: StandingsDates,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(onEvent: (event: RebuildEvent) => void = () => {}, signal?: AbortSignal): Promise<RebuildEvent> {
    if (this.running) return this.finish(onEvent, { type: 'error', message: 'A rebuild is already running' });
    this.running = true;
    const started = this.clock.now().getTime();
    try {
      const total = await this.standings.countUsersWithResults();
      onEvent({ type: 'start', totalPlayers: total });
      const calendar = await this.dates.today();
      const players = await this.recompute.run(
        calendar,
        (after, limit) => this.standings.usersWithResults(after, limit),
        (done) => onEvent({ type: 'progress', phase: 'standings', done, total }),
        signal,
      );
      signal?.throwIfAborted();
      const removed = await this.standings.removeWithoutResults();
      await this.podiums.recountAchievements();
      const podiumDates = (await this.decidePodiums.before(calendar.today)).length;
      onEvent({ type: 'progress', phase: 'podiums', done: podiumDates, total: podiumDates });
      return this.finish(onEvent, {
        type: 'complete',
        players,
        removed,
        podiumDates,
        durationMs: this.clock.now().getTime() - started,
      });
    } catch (error) {
      return this.finish(onEvent, { type: 'error', message: (error as Error).message });
    } finally {
      this.running = false;
    }
  }

  private finish(onEvent: (event: RebuildEvent) => void, event: RebuildEvent): RebuildEvent {
    onEvent(event);
    return event;
  }
}
