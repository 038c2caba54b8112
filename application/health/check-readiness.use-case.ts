import { injectable, multiInject } from 'inversify';
import { HEALTH_PROBE, type HealthProbe } from '../ports/health-probe.port';

export interface ReadinessReport {
  ready: boolean;
  /** 'ok', or why the check failed. */
  checks: Record<string, string>;
}

const PROBE_TIMEOUT_MS = 2_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Asks every dependency at once whether it answers. A load balancer takes a process out of rotation when
 * one does not, so each probe has a short deadline instead of hanging the check.
 */
@injectable()
export class CheckReadiness {
  constructor(@multiInject(HEALTH_PROBE) private readonly probes: readonly HealthProbe[]) {}

  async execute(): Promise<ReadinessReport> {
    const results = await Promise.all(
      this.probes.map(async (probe) => {
        try {
          await withTimeout(probe.check(), PROBE_TIMEOUT_MS);
          return [probe.name, 'ok'] as const;
        } catch (error) {
          return [probe.name, error instanceof Error ? error.message : 'failed'] as const;
        }
      }),
    );
    return { ready: results.every(([, status]) => status === 'ok'), checks: Object.fromEntries(results) };
  }
}
