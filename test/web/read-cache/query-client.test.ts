import { expect } from 'chai';
import { GLOBAL_SETTINGS_CACHE_MS } from '../../../domain/constants/network.constants';
import { ApiError, CancelledError, type SiteSettings } from '../../../web/src/lib/api';
import { retryDelay, shouldRetryRead } from '../../../web/src/lib/query-client';
import { siteSettingsFreshFor } from '../../../web/src/lib/site-settings-freshness';

const answered = (status: number, retryAfterSeconds?: number) =>
  new ApiError({ status, code: 'UNIT', message: 'unit', retryAfterSeconds });

describe('Web | Read cache | retries', () => {
  it('given the server’s deliberate answer (4xx) then a read is never tried again', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetryRead(0, answered(status))).to.equal(false);
  });

  it('given no answer or a failing server (5xx, 503) then a read is tried once more, not twice', () => {
    for (const status of [0, 500, 502, 503]) {
      expect(shouldRetryRead(0, answered(status))).to.equal(true);
      expect(shouldRetryRead(1, answered(status))).to.equal(false);
    }
  });

  it('given a cancelled read or a fault in the page itself then it is not tried again', () => {
    expect(shouldRetryRead(0, new CancelledError())).to.equal(false);
    expect(shouldRetryRead(0, new TypeError('x is undefined'))).to.equal(false);
  });

  it('given a Retry-After then the retry waits that long, up to 5 s; else 1 s', () => {
    expect(retryDelay(0, answered(503, 2))).to.equal(2_000);
    expect(retryDelay(0, answered(503, 120))).to.equal(5_000);
    expect(retryDelay(0, answered(500))).to.equal(1_000);
  });
});

describe('Web | Read cache | public settings', () => {
  const withData = (data: Partial<SiteSettings> | undefined) => ({ state: { data: data as SiteSettings } });

  it('given the global settings answered then the read is kept 15 s (spec 9)', () => {
    expect(GLOBAL_SETTINGS_CACHE_MS).to.equal(15_000);
    expect(siteSettingsFreshFor(withData({ fromGlobal: true }))).to.equal(GLOBAL_SETTINGS_CACHE_MS);
  });

  it('given the global settings failed (fallbacks or fail-open) then the read is not kept', () => {
    expect(siteSettingsFreshFor(withData({ fromGlobal: false }))).to.equal(0);
    expect(siteSettingsFreshFor(withData(undefined))).to.equal(0);
  });
});
