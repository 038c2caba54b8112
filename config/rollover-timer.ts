import type { Container } from 'inversify';
import type { Logger as Pino } from 'pino';
import { DailyDataPruning } from '../application/maintenance/daily-data-pruning';
import { DayRollover } from '../application/standings/day-rollover';

/** How often each process looks for run-out games and a new day; the daily work itself runs once. */
const ROLLOVER_INTERVAL_MS = 60_000;

async function rollOver(slug: string, container: Container, logger: Pino): Promise<void> {
  try {
    const report = await container.get(DayRollover).tick();
    if (report.settledSessions > 0 || report.podiums === 'ran' || report.refresh === 'ran') {
      logger.info({ instance: slug, ...report }, 'day rollover');
    }
  } catch (error) {
    logger.error({ instance: slug, err: error }, 'day rollover failed');
  }
}

/** After the rollover, so that games it settled are no longer under way when idle guests are looked for. */
async function pruneData(slug: string, container: Container, logger: Pino, signal: AbortSignal) {
  try {
    const run = await container.get(DailyDataPruning).tick(signal);
    if (run.outcome === 'ran') logger.info({ instance: slug, ...run.pruned }, 'data pruned');
  } catch (error) {
    logger.error({ instance: slug, err: error }, 'data pruning failed');
  }
}

/**
 * Runs every instance's day rollover and daily data pruning now and then every interval. A tick never
 * overlaps the previous one; `stop` ends a pruning under way between two batches and waits for the tick,
 * so shutdown never cuts a transaction.
 */
export function startRolloverTimer(
  containers: ReadonlyMap<string, Container>,
  logger: Pino,
  intervalMs = ROLLOVER_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const stopping = new AbortController();
  const tick = () => {
    running = running.then(async () => {
      for (const [slug, container] of containers) {
        if (stopping.signal.aborted) return;
        await rollOver(slug, container, logger);
        if (stopping.signal.aborted) return;
        await pruneData(slug, container, logger, stopping.signal);
      }
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
