import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type {
  JobItemOutcome,
  JobMetrics,
  JobName,
  JobOutcome,
} from '../../application/ports/job-metrics.port';

/** From a rollover tick with nothing to do (milliseconds) to a full recalculation (many minutes). */
const DURATION_BUCKETS_SECONDS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900, 3600];

/** The background job metrics of a process, one family each; every instance records into the same ones. */
export class JobMetricFamilies {
  readonly runs: Counter<'slug' | 'job' | 'outcome'>;
  readonly duration: Histogram<'slug' | 'job'>;
  readonly running: Gauge<'slug' | 'job'>;
  readonly lastSuccess: Gauge<'slug' | 'job'>;
  readonly items: Counter<'slug' | 'job' | 'outcome'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.runs = new Counter({
      name: 'background_job_runs_total',
      help: 'Runs of background jobs that ended, by instance, job and outcome (ok or failed)',
      labelNames: ['slug', 'job', 'outcome'],
      registers,
    });
    this.duration = new Histogram({
      name: 'background_job_duration_seconds',
      help: 'How long background job runs took (an e-mail run is one batch, rate pauses included)',
      labelNames: ['slug', 'job'],
      buckets: DURATION_BUCKETS_SECONDS,
      registers,
    });
    this.running = new Gauge({
      name: 'background_jobs_running',
      help: 'Background job runs under way in this process',
      labelNames: ['slug', 'job'],
      registers,
    });
    this.lastSuccess = new Gauge({
      name: 'background_job_last_success_timestamp_seconds',
      help: 'When a run of the job last ended well in this process (Unix time), for alerts on a stuck job',
      labelNames: ['slug', 'job'],
      registers,
    });
    this.items = new Counter({
      name: 'background_job_items_total',
      help: 'Items background jobs handled (e-mails to one recipient), by what became of them',
      labelNames: ['slug', 'job', 'outcome'],
      registers,
    });
  }
}

/** One instance's view of the job metrics: its slug on every series. */
export class PrometheusJobMetrics implements JobMetrics {
  constructor(
    private readonly families: JobMetricFamilies,
    private readonly slug: string,
  ) {}

  started(job: JobName): (outcome: JobOutcome) => void {
    const labels = { slug: this.slug, job };
    const { runs, duration, running, lastSuccess } = this.families;
    running.inc(labels);
    const stopTimer = duration.startTimer(labels);
    let ended = false;
    return (outcome) => {
      // A run ends once, whatever calls the answer again.
      if (ended) return;
      ended = true;
      stopTimer();
      running.dec(labels);
      runs.inc({ ...labels, outcome });
      if (outcome === 'ok') lastSuccess.setToCurrentTime(labels);
    };
  }

  handled(job: JobName, outcome: JobItemOutcome, count = 1): void {
    this.families.items.inc({ slug: this.slug, job, outcome }, count);
  }
}
