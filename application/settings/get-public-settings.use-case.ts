import { inject, injectable } from 'inversify';
import { GLOBAL_SETTINGS_CACHE_MS } from '../../domain/constants/network.constants';
import { CACHE, type Cache } from '../ports/cache.port';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../ports/settings.repository';
import { resolveSystemSettings, type SystemSettings } from './system-settings';

export const PUBLIC_SETTINGS_CACHE_KEY = 'settings:public';

/**
 * Every page load asks for these, so they are read through the shared Cache, the one copy every process
 * reads (Redis when scaled out; no process keeps its own). A reader only fills an empty entry
 * (setIfAbsent), and the writer (SettingsChanges) overwrites it with what the store holds after its commit,
 * so a read overlapping a save can never put the old value back: every process obeys a save at once.
 */
@injectable()
export class GetPublicSettings {
  constructor(
    @inject(SETTINGS_REPOSITORY) private readonly settings: SettingsRepository,
    @inject(CACHE) private readonly cache: Cache,
  ) {}

  async execute(): Promise<SystemSettings> {
    const cached = await this.fromCache();
    if (cached) return cached;
    const fresh = resolveSystemSettings(await this.settings.all());
    // This read may have begun before a save committed: if the writer has put its value meanwhile, that
    // one stays. The TTL is the browser's own cache time (player spec 9), a bound should anything slip.
    await this.cache.setIfAbsent(PUBLIC_SETTINGS_CACHE_KEY, JSON.stringify(fresh), GLOBAL_SETTINGS_CACHE_MS);
    return fresh;
  }

  /**
   * For a value written to the store behind the application's back (tests, a database console): the next
   * read goes to the store. Saves through the application use SettingsChanges, which cannot be overtaken.
   */
  async invalidatePublicSettings(): Promise<void> {
    await this.cache.delete(PUBLIC_SETTINGS_CACHE_KEY);
  }

  /**
   * A cached entry goes through the same checks as the store: a garbled one is a miss, never a failure. It
   * is dropped before the store is read, so that the refill cannot be older than a save made meanwhile.
   */
  private async fromCache(): Promise<SystemSettings | null> {
    const text = await this.cache.get(PUBLIC_SETTINGS_CACHE_KEY);
    if (text === null) return null;
    try {
      return resolveSystemSettings(JSON.parse(text));
    } catch {
      await this.cache.delete(PUBLIC_SETTINGS_CACHE_KEY);
      return null;
    }
  }
}
