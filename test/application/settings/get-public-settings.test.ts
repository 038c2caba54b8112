import { expect } from 'chai';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import {
  GetPublicSettings,
  PUBLIC_SETTINGS_CACHE_KEY,
} from '../../../application/settings/get-public-settings.use-case';
import { GLOBAL_SETTINGS_CACHE_MS } from '../../../domain/constants/network.constants';
import { DEFAULT_SYSTEM_SETTINGS } from '../../../application/settings/system-settings';
import { FakeClock } from '../../support/fake-clock';
import { InMemorySettingsRepository } from '../../support/fakes/in-memory-settings.repository';

describe('Application | Get public settings', () => {
  let clock: FakeClock;
  let store: InMemorySettingsRepository;
  let cache: MemoryCache;
  let useCase: GetPublicSettings;

  beforeEach(() => {
    clock = new FakeClock();
    store = new InMemorySettingsRepository();
    cache = new MemoryCache(clock);
    useCase = new GetPublicSettings(store, cache);
  });

  it('given nothing stored, then the defaults', async () => {
    expect(await useCase.execute()).to.deep.equal(DEFAULT_SYSTEM_SETTINGS);
  });

  it('given stored values, then they win, wrong-typed ones ignored', async () => {
    await store.put('registrationEnabled', false);
    await store.put('adsEnabled', 'yes');
    await store.put('branding', { brandingText: 'Sanapeli', brandDisplay: 'sideways' });
    const settings = await useCase.execute();
    expect(settings.registrationEnabled).to.equal(false);
    expect(settings.adsEnabled).to.equal(false);
    expect(settings.branding).to.deep.equal({
      ...DEFAULT_SYSTEM_SETTINGS.branding,
      brandingText: 'Sanapeli',
    });
  });

  it('given settings read once, then a change is not seen for 15 s and is seen after', async () => {
    await useCase.execute();
    await store.put('dailyEnabled', false);

    clock.advance(GLOBAL_SETTINGS_CACHE_MS - 1);
    expect((await useCase.execute()).dailyEnabled).to.equal(true);

    clock.advance(1);
    expect((await useCase.execute()).dailyEnabled).to.equal(false);
  });

  it('given settings cached, then invalidation makes the next read see the store at once', async () => {
    await useCase.execute();
    await store.put('showGuestPlayButton', false);

    await useCase.invalidatePublicSettings();

    expect((await useCase.execute()).showGuestPlayButton).to.equal(false);
  });

  it('given a garbled cache entry, then the settings are read from the store instead', async () => {
    await store.put('registrationEnabled', false);
    await cache.set(PUBLIC_SETTINGS_CACHE_KEY, '{not json', GLOBAL_SETTINGS_CACHE_MS);
    expect((await useCase.execute()).registrationEnabled).to.equal(false);
  });

  it('given a cache entry with wrong-typed values, then those fall back to the defaults', async () => {
    await cache.set(PUBLIC_SETTINGS_CACHE_KEY, JSON.stringify({ adsEnabled: 'on', dailyEnabled: false }));
    expect(await useCase.execute()).to.deep.equal({ ...DEFAULT_SYSTEM_SETTINGS, dailyEnabled: false });
  });
});
