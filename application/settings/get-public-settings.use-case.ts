import { inject, injectable } from 'inversify';
import { GLOBAL_SETTINGS_CACHE_MS } from '../../domain/constants/network.constants';
import { CACHE, type Cache } from '../ports/cache.port';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../ports/settings.repository';
import { resolveSystemSettings, type SystemSettings } from './system-settings';

export const PUBLIC_SETTINGS_CACHE_KEY = 'settings:public';

/**
 * Every page load asks for these, so they are read through the shared Cache. Whatever saves settings (the
 * admin side; the tests stand in for it) calls `invalidatePublicSettings`; without it a change shows within
 * the 15 s the browser would wait anyway.
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
    // The browser caches the global settings this long (player spec 9); the server holds them no longer.
    await this.cache.set(PUBLIC_SETTINGS_CACHE_KEY, JSON.stringify(fresh), GLOBAL_SETTINGS_CACHE_MS);
    return fresh;
  }

  /**
   * The Cache is the only copy (shared through Redis when scaled out), so deleting the key is enough for
   * every process. A read that overlaps the save may still put the old value back; it lives at most 15 s,
   * the browser's own cache time.
   */
  async invalidatePublicSettings(): Promise<void> {
    await this.cache.delete(PUBLIC_SETTINGS_CACHE_KEY);
  }

  // A cached entry goes through the same checks as the store: a garbled one is a miss, never a failure.
  private async fromCache(): Promise<SystemSettings | null> {
    const text = await this.cache.get(PUBLIC_SETTINGS_CACHE_KEY);
    if (text === null) return null;
    try {
      return resolveSystemSettings(JSON.parse(text));
    } catch {
      return null;
    }
  }
}
