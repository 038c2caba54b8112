import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { SystemSettingsRequest } from '../../contracts/system.codec';
import { validateDonationUrl } from '../../domain/validation/donation-url';
import type { Actor } from '../audit/actor';
import { fromRule, type AppError } from '../errors/app-error';
import { GetPublicSettings } from './get-public-settings.use-case';
import { SettingsChanges, type SettingValues } from './settings-changes';
import type { SystemSettings } from './system-settings';

/** The switches with a toggle path of their own (admin spec 7). */
export type ToggleableSetting =
  'adsEnabled' | 'dailyEnabled' | 'showGuestPlayButton' | 'showGuestPreviousDaysButton';

/**
 * The system switches and the donation link an admin sets (admin spec 7, /manage/system/...): only the
 * named values change, each request is audited once, and every process sees the change at once.
 */
@injectable()
export class UpdateSystemSettings {
  constructor(
    @inject(GetPublicSettings) private readonly publicSettings: GetPublicSettings,
    @inject(SettingsChanges) private readonly changes: SettingsChanges,
  ) {}

  read(): Promise<SystemSettings> {
    return this.publicSettings.execute();
  }

  /** PUT /manage/system/settings and /manage/system/buttons/status. */
  async update(request: SystemSettingsRequest, actor: Actor): Promise<E.Either<AppError, SystemSettings>> {
    const { donationUrl, ...flags } = request;
    const values: SettingValues = { ...flags };
    // Checked before the transaction begins: a refused link leaves every other field of the request unsaved.
    if (donationUrl !== undefined) {
      const link = validateDonationUrl(donationUrl);
      if (E.isLeft(link)) return E.left(fromRule(link.left));
      values.donationUrl = link.right;
    }
    return this.changes.apply({ action: 'settings.update', actor, decide: () => E.right(values) });
  }

  /** Sets the switch to `enabled`, or without it flips the stored value (under the lock: no flip is lost). */
  toggle(
    name: ToggleableSetting,
    enabled: boolean | undefined,
    actor: Actor,
  ): Promise<E.Either<AppError, SystemSettings>> {
    return this.changes.apply({
      action: 'settings.toggle',
      actor,
      decide: (current) => E.right({ [name]: enabled ?? !current[name] }),
    });
  }
}
