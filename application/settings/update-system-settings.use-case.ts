import { inject, injectable } from 'inversify';
import type { PublicSettings } from '../../contracts/auth.codec';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import { SETTINGS_REPOSITORY, type SettingsRepository } from '../ports/settings.repository';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { GetPublicSettings } from './get-public-settings.use-case';
import type { SystemSettings } from './system-settings';

export type SystemFlags = Partial<PublicSettings>;

/**
 * The system switches an admin sets (admin spec 7, GET and PUT /manage/system/settings). Only the named
 * flags change; each change is audited and the shared cache of public settings is dropped at once.
 */
@injectable()
export class UpdateSystemSettings {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(SETTINGS_REPOSITORY) private readonly settings: SettingsRepository,
    @inject(GetPublicSettings) private readonly publicSettings: GetPublicSettings,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  read(): Promise<SystemSettings> {
    return this.publicSettings.execute();
  }

  async update(changes: SystemFlags, actor: Actor): Promise<SystemSettings> {
    const before = await this.publicSettings.execute();
    const changed = (Object.keys(changes) as (keyof SystemFlags)[]).filter(
      (name) => changes[name] !== undefined && changes[name] !== before[name],
    );
    if (changed.length === 0) return before;
    await this.unitOfWork.run(async () => {
      for (const name of changed) await this.settings.put(name, changes[name]);
      await this.audit.record({
        actor,
        action: 'settings.update',
        entity: 'settings',
        entityId: null,
        before: Object.fromEntries(changed.map((name) => [name, before[name]])),
        after: Object.fromEntries(changed.map((name) => [name, changes[name]])),
      });
    });
    await this.publicSettings.invalidatePublicSettings();
    return this.publicSettings.execute();
  }
}
