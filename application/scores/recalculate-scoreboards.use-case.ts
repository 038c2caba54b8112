import * as E from 'fp-ts/Either';
import { inject, injectable, optional } from 'inversify';
import type { RecalculationProgress } from '../../contracts/manage-scores.codec';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { JOB_METRICS, NO_JOB_METRICS, type JobMetrics } from '../ports/job-metrics.port';
import { JOB_STORE, type JobRecord, type JobStore } from '../ports/job-store.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { RebuildStandings, type RebuildEvent } from '../standings/rebuild-standings.use-case';
import { recalculationNotFound, recalculationRunning } from './recalculation-errors';

export const RECALCULATION_JOB = 'scoreboards.recalculate';
/** How often a running job proves it is alive; a job silent for STALE_AFTER_MS belonged to a dead process. */
export const HEARTBEAT_MS = 1_000;
export const STALE_AFTER_MS = 30_000;
/** Progress is written at most this often: a rebuild reports every batch, and the row is one write each. */
const REPORT_EVERY_MS = 250;

type Figures = Pick<RecalculationProgress, 'phase' | 'done' | 'total' | 'result'>;

export const toProgress = (job: JobRecord): RecalculationProgress => {
  const figures = job.progress as Partial<Figures>;
  return {
    jobId: job.id,
    state: job.state,
    phase: figures.phase ?? 'starting',
    done: figures.done ?? 0,
    total: figures.total ?? 0,
    startedAt: job.startedAt.toISOString(),
    startedBy: job.startedByName,
    finishedAt: job.finishedAt?.toISOString() ?? null,
    error: job.error,
    result: figures.result ?? null,
  };
};

/** How a rebuild event moves the job's figures on. */
const advance = (figures: Figures, event: RebuildEvent): Figures => {
  switch (event.type) {
    case 'start':
      return { ...figures, phase: 'standings', done: 0, total: event.totalPlayers };
    case 'progress':
      return { ...figures, phase: event.phase, done: event.done, total: event.total };
    case 'complete': {
      const { players, removed, podiumDates, durationMs } = event;
      return {
        phase: 'done',
        done: figures.total,
        total: figures.total,
        result: { players, removed, podiumDates, durationMs },
      };
    }
    case 'error':
      return figures;
  }
};

/**
 * "Recalculate all scoreboards" as a job (DESIGN 11): one at a time across every process, run in the
 * background of the process that accepted it (a closed browser does not stop it), its progress in the job
 * row where any process can follow it. A second request is told about the running one. A runner that
 * finds its job taken over (its process was thought dead) stops before its next batch.
 */
@injectable()
export class RecalculateScoreboards {
  /** Jobs this process runs, so that shutting down can end them as failed instead of leaving them running. */
  private readonly running = new Map<string, { controller: AbortController; ended: Promise<unknown> }>();

  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(JOB_STORE) private readonly jobs: JobStore,
    @inject(RebuildStandings) private readonly rebuild: RebuildStandings,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(JOB_METRICS) @optional() private readonly metrics: JobMetrics = NO_JOB_METRICS,
  ) {}

  /**
   * Starts a recalculation; `finished` settles with its outcome when it ends (the HTTP answer does not wait
   * for it). `onEvent` hears the rebuild's own events in this process (the command line prints them).
   */
  async start(
    actor: Actor,
    onEvent: (event: RebuildEvent) => void = () => {},
  ): Promise<
    E.Either<AppError, { progress: RecalculationProgress; finished: Promise<RebuildEvent['type']> }>
  > {
    const figures: Figures = { phase: 'starting', done: 0, total: 0, result: null };
    const job = { id: this.random.uuid(), kind: RECALCULATION_JOB, progress: figures };
    // The job and its audit record land together: no running row without its record, nor the reverse.
    const claim = await this.unitOfWork.run(async () => {
      const claimed = await this.jobs.claim(
        { ...job, startedBy: actor.id, startedByName: actor.username },
        STALE_AFTER_MS,
      );
      if (claimed.claimed) {
        await this.audit.record({
          actor,
          action: 'scoreboards.recalculate',
          entity: 'job',
          entityId: job.id,
          before: null,
          after: { kind: RECALCULATION_JOB },
        });
      }
      return claimed;
    });
    if (!claim.claimed) return E.left(recalculationRunning(toProgress(claim.running)));
    const controller = new AbortController();
    const ended = this.metrics.started('scoreboard-recalculation');
    const finished = this.run(job.id, figures, onEvent, controller.signal);
    void finished.then(
      (last) => ended(last === 'complete' ? 'ok' : 'failed'),
      () => ended('failed'),
    );
    this.running.set(job.id, { controller, ended: finished });
    void finished.finally(() => this.running.delete(job.id));
    return E.right({ progress: toProgress(claim.job), finished });
  }

  async latest(): Promise<RecalculationProgress | null> {
    const job = await this.jobs.latest(RECALCULATION_JOB, STALE_AFTER_MS);
    return job && toProgress(job);
  }

  /** The job to follow: the one named, else the newest. */
  async progressOf(jobId: string | null): Promise<E.Either<AppError, RecalculationProgress>> {
    const job =
      jobId === null
        ? await this.jobs.latest(RECALCULATION_JOB, STALE_AFTER_MS)
        : await this.jobs.find(jobId, STALE_AFTER_MS);
    return job && job.kind === RECALCULATION_JOB ? E.right(toProgress(job)) : E.left(recalculationNotFound());
  }

  /**
   * On shutdown, before the database closes: this process's jobs stop before their next batch and record
   * themselves failed, rather than look alive until their heartbeat is missed.
   */
  async stopAll(): Promise<void> {
    const jobs = [...this.running.values()];
    for (const { controller } of jobs) controller.abort(new Error('The server stopped during the job'));
    await Promise.all(jobs.map(({ ended }) => ended));
  }

  private async run(
    jobId: string,
    initial: Figures,
    onEvent: (event: RebuildEvent) => void,
    stop: AbortSignal,
  ): Promise<RebuildEvent['type']> {
    // Stopped by shutdown, or by finding the job taken over by another process.
    const controller = new AbortController();
    stop.addEventListener('abort', () => controller.abort(stop.reason), { once: true });
    let figures = initial;
    let reported = 0;
    let writing: Promise<void> = Promise.resolve();
    // Writes go one after another, in order, and never fail the rebuild: progress is a courtesy. A write
    // that finds the job no longer running means another process took it over: this one stops.
    const report = () => {
      writing = writing
        .then(async () => {
          if (!(await this.jobs.report(jobId, figures))) {
            controller.abort(new Error('Another process took the job over'));
          }
        })
        .catch((error: unknown) => {
          this.logger.warn({ jobId, error: (error as Error).message }, 'recalculation progress not recorded');
        });
    };
    const heartbeat = setInterval(report, HEARTBEAT_MS);
    heartbeat.unref?.();
    try {
      const last = await this.rebuild.run((event) => {
        onEvent(event);
        figures = advance(figures, event);
        const at = Date.now();
        if (event.type !== 'complete' && event.type !== 'error' && at - reported >= REPORT_EVERY_MS) {
          reported = at;
          report();
        }
      }, controller.signal);
      clearInterval(heartbeat);
      await writing;
      const outcome =
        last.type === 'complete'
          ? { state: 'complete' as const, progress: figures, error: null }
          : {
              state: 'error' as const,
              progress: figures,
              error: last.type === 'error' ? last.message : 'Stopped',
            };
      await this.jobs.finish(jobId, outcome);
      this.logger.info({ jobId, outcome: last.type }, 'scoreboards recalculated');
      return last.type;
    } catch (error) {
      clearInterval(heartbeat);
      this.logger.error({ jobId, error: (error as Error).message }, 'recalculation could not record its end');
      return 'error';
    }
  }
}
