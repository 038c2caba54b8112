import { expect } from 'chai';
import { CheckReadiness } from '../../../application/health/check-readiness.use-case';

const probe = (name: string, check: () => Promise<void>) => ({ name, check });

describe('Application | Check readiness', () => {
  it('given every probe answering, then ready with each named ok', async () => {
    const report = await new CheckReadiness([
      probe('database', async () => {}),
      probe('cache', async () => {}),
    ]).execute();
    expect(report).to.deep.equal({ ready: true, checks: { database: 'ok', cache: 'ok' } });
  });

  it('given a failing probe, then not ready, naming it with its reason and the others ok', async () => {
    const report = await new CheckReadiness([
      probe('database', async () => {
        throw new Error('connection refused');
      }),
      probe('cache', async () => {}),
    ]).execute();
    expect(report).to.deep.equal({ ready: false, checks: { database: 'connection refused', cache: 'ok' } });
  });

  it('given a probe that never answers, then the check still ends, reporting it as not answering', async () => {
    const hanging = probe('cache', () => new Promise<void>(() => {}));
    const report = await new CheckReadiness([hanging]).execute();
    expect(report.ready).to.equal(false);
    expect(report.checks.cache).to.match(/no answer within \d+ ms/);
  });

  it('given no probes, then ready', async () => {
    expect(await new CheckReadiness([]).execute()).to.deep.equal({ ready: true, checks: {} });
  });
});
