import { expect } from 'chai';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { AuditTrail } from '../../../application/audit/audit-trail';
import {
  GetPublicSettings,
  PUBLIC_SETTINGS_CACHE_KEY,
} from '../../../application/settings/get-public-settings.use-case';
import { SettingsChanges } from '../../../application/settings/settings-changes';
import { UpdateSystemSettings } from '../../../application/settings/update-system-settings.use-case';
import { GLOBAL_SETTINGS_CACHE_MS } from '../../../domain/constants/network.constants';
import { FakeClock } from '../../support/fake-clock';
import { FakeUnitOfWork } from '../../support/fakes/fake-unit-of-work';
import { InMemorySettingsRepository } from '../../support/fakes/in-memory-settings.repository';
import { RecordingAuditLog } from '../../support/fakes/recording-audit-log';

const ADMIN = { id: 'admin-1', username: 'admin' };

describe('Application | Settings | freshness across processes', () => {
  let clock: FakeClock;
  let store: InMemorySettingsRepository;
  let cache: MemoryCache;
  let reader: GetPublicSettings;
  let settings: UpdateSystemSettings;

  beforeEach(() => {
    clock = new FakeClock();
    store = new InMemorySettingsRepository();
    // One cache shared by "two processes": the reader of one and the writer of another, as with Redis.
    cache = new MemoryCache(clock);
    reader = new GetPublicSettings(store, cache);
    const changes = new SettingsChanges(
      new FakeUnitOfWork([store]),
      store,
      cache,
      new AuditTrail(new RecordingAuditLog(), clock),
    );
    settings = new UpdateSystemSettings(reader, changes);
  });

  /**
   * Starts a read that misses the cache and stops after reading the store, before filling the cache: a
   * process that read the old values and is still on its way to the cache.
   */
  async function aReaderHoldingOldValues() {
    let release!: () => void;
    let reached!: () => void;
    const atStore = new Promise<void>((resolve) => (reached = resolve));
    const original = store.all.bind(store);
    let first = true;
    store.all = async () => {
      const values = await original();
      if (first) {
        first = false;
        reached();
        await new Promise<void>((resolve) => (release = resolve));
      }
      return values;
    };
    const reading = reader.execute();
    await atStore;
    store.all = original;
    return { finish: () => (release(), reading) };
  }

  it('given a read that saw the old values, when a save commits before it fills the cache, then the save stays', async () => {
    const staleReader = await aReaderHoldingOldValues();

    await settings.toggle('dailyEnabled', false, ADMIN);
    await staleReader.finish();

    expect(JSON.parse((await cache.get(PUBLIC_SETTINGS_CACHE_KEY))!).dailyEnabled).to.equal(false);
    expect((await reader.execute()).dailyEnabled).to.equal(false);
  });

  it('given a read that filled the cache with the old values, when a save commits after it, then the save overwrites them', async () => {
    await reader.execute();

    await settings.update({ registrationEnabled: false }, ADMIN);

    expect((await reader.execute()).registrationEnabled).to.equal(false);
  });

  it('given a save, then the cache holds what the store holds, for the 15 s the browser waits anyway', async () => {
    await settings.update({ adsEnabled: true, donationUrl: 'https://example.org/' }, ADMIN);

    expect(JSON.parse((await cache.get(PUBLIC_SETTINGS_CACHE_KEY))!)).to.deep.include({
      adsEnabled: true,
      donationUrl: 'https://example.org/',
    });
    expect(await cache.ttl(PUBLIC_SETTINGS_CACHE_KEY)).to.equal(GLOBAL_SETTINGS_CACHE_MS);
  });

  it('given a garbled cache entry, then a read answers the store and replaces it', async () => {
    await store.put('dailyEnabled', false);
    await cache.set(PUBLIC_SETTINGS_CACHE_KEY, '{not json', GLOBAL_SETTINGS_CACHE_MS);

    expect((await reader.execute()).dailyEnabled).to.equal(false);
    expect(JSON.parse((await cache.get(PUBLIC_SETTINGS_CACHE_KEY))!).dailyEnabled).to.equal(false);
  });
});
