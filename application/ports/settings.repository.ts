/** System settings of one instance, stored as named JSON values. */
export interface SettingsRepository {
  /** Every stored setting; absent names fall back to the defaults of the caller. */
  all(): Promise<Record<string, unknown>>;
  get(name: string): Promise<unknown | undefined>;
  put(name: string, value: unknown): Promise<void>;
  /**
   * Inside a unit of work: holds off every other change of the settings until the work ends (plain reads
   * go on), so a read-then-write such as a toggle's flip never loses a concurrent one.
   */
  lockForChange(): Promise<void>;
}

export const SETTINGS_REPOSITORY = Symbol.for('SettingsRepository');
