import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { GLOBAL_SETTINGS_CACHE_MS } from '../../domain/constants/network.constants';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { CACHE, type Cache } from '../ports/cache.port';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../ports/settings.repository';
import { UNIT_OF_WORK, runEither, type UnitOfWork } from '../ports/unit-of-work.port';
import { PUBLIC_SETTINGS_CACHE_KEY } from './get-public-settings.use-case';
import { resolveSystemSettings, type SystemSettingName, type SystemSettings } from './system-settings';

/** What a change asks for: the new values of the settings it touches (unnamed ones keep theirs). */
export type SettingValues = Partial<SystemSettings>;

export interface SettingsChange {
  /** The audit action, e.g. `settings.update`. */
  readonly action: string;
  readonly actor: Actor;
  /** Given the settings as stored (read under the lock), the new values, or why not. */
  readonly decide: (current: SystemSettings) => E.Either<AppError, SettingValues>;
  /** Audit even when no setting differs: the change is beside them (a logo file replaced by another). */
  readonly alwaysRecord?: boolean;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The one way the application saves system settings. Each change runs in one transaction holding the
 * settings lock, so a decision made on the current values (a toggle's flip) is never lost to a concurrent
 * one; it writes only the settings that differ, with one audit record of their before and after. After the
 * commit the shared cache is overwritten with what the store then holds (see GetPublicSettings).
 */
@injectable()
export class SettingsChanges {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(SETTINGS_REPOSITORY) private readonly settings: SettingsRepository,
    @inject(CACHE) private readonly cache: Cache,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async apply(change: SettingsChange): Promise<E.Either<AppError, SystemSettings>> {
    const applied = await runEither(this.unitOfWork, async () => {
      await this.settings.lockForChange();
      const before = resolveSystemSettings(await this.settings.all());
      const decided = change.decide(before);
      if (E.isLeft(decided)) return decided;
      const changed = (Object.keys(decided.right) as SystemSettingName[]).filter(
        (name) => decided.right[name] !== undefined && !sameValue(decided.right[name], before[name]),
      );
      if (changed.length === 0 && !change.alwaysRecord) return E.right(false);
      for (const name of changed) await this.settings.put(name, decided.right[name]);
      await this.audit.record({
        actor: change.actor,
        action: change.action,
        entity: 'settings',
        entityId: null,
        before: Object.fromEntries(changed.map((name) => [name, before[name]])),
        after: Object.fromEntries(changed.map((name) => [name, decided.right[name]])),
      });
      return E.right(true);
    });
    if (E.isLeft(applied)) return applied;
    return E.right(applied.right ? await this.publish() : await this.current());
  }

  /**
   * The store's values into the cache, read under the lock: a later change cannot commit between this
   * read and this write, so two saves in quick succession leave the later one in the cache.
   */
  private publish(): Promise<SystemSettings> {
    return this.unitOfWork.run(async () => {
      await this.settings.lockForChange();
      const fresh = resolveSystemSettings(await this.settings.all());
      await this.cache.set(PUBLIC_SETTINGS_CACHE_KEY, JSON.stringify(fresh), GLOBAL_SETTINGS_CACHE_MS);
      return fresh;
    });
  }

  private async current(): Promise<SystemSettings> {
    return resolveSystemSettings(await this.settings.all());
  }
}
