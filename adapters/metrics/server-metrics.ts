import { collectDefaultMetrics, Registry } from 'prom-client';
import type { JobMetrics } from '../../application/ports/job-metrics.port';
import { DatabasePoolMetrics } from './database-pool-metrics';
import { HttpMetrics } from './http-metrics';
import { JobMetricFamilies, PrometheusJobMetrics } from './prometheus-job-metrics';

/** Every metric of one server process, in the Prometheus text format `/metrics` answers. */
export interface ServerMetrics {
  readonly registry: Registry;
  readonly http: HttpMetrics;
  readonly databasePools: DatabasePoolMetrics;
  /** The background job metrics of one instance. */
  jobsOf(slug: string): JobMetrics;
}

/**
 * A registry of the process's own, not prom-client's global one: several servers in one process (the API
 * tests) then count apart, and none meets another's "metric already registered". The default metrics
 * add the process and Node.js figures: event-loop delay, heap and memory, garbage collection, handles.
 */
export function createServerMetrics(slugs: readonly string[]): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const jobs = new JobMetricFamilies(registry);
  return {
    registry,
    http: new HttpMetrics(registry, slugs),
    databasePools: new DatabasePoolMetrics(registry),
    jobsOf: (slug) => new PrometheusJobMetrics(jobs, slug),
  };
}
