import type { Language } from '../../domain/language/language';
/** Who this composition serves: one instance (the spec's tenant) with its own language, clock zone and data. */
export interface Instance {
  readonly slug: string;
  readonly language: Language;
  /** IANA zone in which the day's puzzle turns over (Europe/Helsinki for fi, UTC for en by default). */
  readonly timeZone: string;
  /** Absolute URL of the instance's pages, e.g. https://example.org/fi, for links in e-mails. */
  readonly publicUrl: string;
}

export const INSTANCE = Symbol.for('Instance');
