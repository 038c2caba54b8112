import { expect } from 'chai';
import { Registry } from 'prom-client';
import { JobMetricFamilies, PrometheusJobMetrics } from '../../../adapters/metrics/prometheus-job-metrics';

async function valuesOf(registry: Registry, name: string) {
  const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === name);
  return (metric?.values ?? []).map(({ labels, value }) => ({ labels, value }));
}

async function countOf(registry: Registry, histogram: string) {
  const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === histogram);
  const values = (metric?.values ?? []) as { metricName?: string; value: number }[];
  return values.find((entry) => entry.metricName === `${histogram}_count`)?.value;
}

describe('Metrics | Background jobs', () => {
  let registry: Registry;
  let fi: PrometheusJobMetrics;

  beforeEach(() => {
    registry = new Registry();
    fi = new PrometheusJobMetrics(new JobMetricFamilies(registry), 'fi');
  });

  it('given a run under way, then it is counted running, and once ended by its outcome', async () => {
    const end = fi.started('day-rollover');
    expect(await valuesOf(registry, 'background_jobs_running')).to.deep.equal([
      { labels: { slug: 'fi', job: 'day-rollover' }, value: 1 },
    ]);
    end('failed');
    end('ok');
    expect(await valuesOf(registry, 'background_jobs_running')).to.deep.equal([
      { labels: { slug: 'fi', job: 'day-rollover' }, value: 0 },
    ]);
    expect(await valuesOf(registry, 'background_job_runs_total')).to.deep.equal([
      { labels: { slug: 'fi', job: 'day-rollover', outcome: 'failed' }, value: 1 },
    ]);
    // A failed run is no success.
    expect(await valuesOf(registry, 'background_job_last_success_timestamp_seconds')).to.deep.equal([]);
  });

  it('given a run that ends well, then its duration and last success are recorded', async () => {
    fi.started('scoreboard-recalculation')('ok');
    expect(await countOf(registry, 'background_job_duration_seconds')).to.equal(1);
    const [last] = await valuesOf(registry, 'background_job_last_success_timestamp_seconds');
    expect(last!.value).to.be.closeTo(Date.now() / 1000, 5);
  });

  it('given items handled, then they are counted by outcome', async () => {
    fi.handled('email-delivery', 'sent');
    fi.handled('email-delivery', 'sent');
    fi.handled('email-delivery', 'in-doubt', 3);
    expect(await valuesOf(registry, 'background_job_items_total')).to.deep.equal([
      { labels: { slug: 'fi', job: 'email-delivery', outcome: 'sent' }, value: 2 },
      { labels: { slug: 'fi', job: 'email-delivery', outcome: 'in-doubt' }, value: 3 },
    ]);
  });
});
