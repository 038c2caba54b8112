import type { Container } from 'inversify';
import type { Logger as Pino } from 'pino';
import { DayRollover } from '../application/standings/day-rollover';

/** How often each process looks for run-out games and a new day; the daily work itself runs once. */
const ROLLOVER_INTERVAL_MS = 60_000;

/**
 * Runs every instance's day rollover now and then every interval. A tick never overlaps the previous one;
 * `stop` waits for a tick under way, so shutdown never cuts a transaction.
 */
export function startRolloverTimer(
  containers: ReadonlyMap<string, Container>,
  logger: Pino,
  intervalMs = ROLLOVER_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      for (const [slug, container] of containers) {
        if (stopped) return;
        try {
          const report = await container.get(DayRollover).tick();
          if (report.settledSessions > 0 || report.podiums === 'ran' || report.refresh === 'ran') {
            logger.info({ instance: slug, ...report }, 'day rollover');
          }
        } catch (error) {
          logger.error({ instance: slug, err: error }, 'day rollover failed');
        }
      }
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
