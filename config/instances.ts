import { isLanguage, type Language } from '../domain/language/language';
import * as E from 'fp-ts/Either';

export interface InstanceConfig {
  slug: string;
  language: Language;
  timeZone: string;
  /** PostgreSQL schema holding this instance's tables; nothing crosses instances. */
  schema: string;
  /** Prefix of every cache key and channel of this instance. */
  cachePrefix: string;
}

// Top-level paths the server answers itself; an instance there would be unreachable.
const RESERVED_SLUGS = new Set(['assets', 'healthz', 'readyz', 'uploads', 'api']);

const DEFAULT_TIME_ZONE = { fi: 'Europe/Helsinki', en: 'UTC' } as const;
export const DEFAULT_INSTANCES = 'fi:fi,en:en';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads `slug[:language[:timeZone]]` entries separated by commas, e.g. `fi:fi:Europe/Helsinki,en:en:UTC`.
 * The first entry is the default instance that `/` redirects to.
 */
export function parseInstances(spec: string): E.Either<string, InstanceConfig[]> {
  const instances: InstanceConfig[] = [];
  for (const entry of spec.split(',').map((part) => part.trim())) {
    const [slug = '', language = slug, timeZone] = entry.split(':');
    if (!/^[a-z][a-z0-9-]{0,19}$/.test(slug)) {
      return E.left(`INSTANCES: "${entry}" needs a slug of lowercase letters, digits and hyphens`);
    }
    if (RESERVED_SLUGS.has(slug))
      return E.left(`INSTANCES: "${slug}" is reserved for the server's own paths`);
    if (!isLanguage(language)) {
      return E.left(`INSTANCES: "${entry}" needs the language fi or en`);
    }
    const zone = timeZone ?? DEFAULT_TIME_ZONE[language];
    if (!isTimeZone(zone)) return E.left(`INSTANCES: "${entry}" names an unknown time zone`);
    if (instances.some((other) => other.slug === slug))
      return E.left(`INSTANCES: slug "${slug}" appears twice`);
    instances.push({
      slug,
      language,
      timeZone: zone,
      schema: `wordgame_${slug.replace(/-/g, '_')}`,
      cachePrefix: `wordgame:${slug}:`,
    });
  }
  return E.right(instances);
}
