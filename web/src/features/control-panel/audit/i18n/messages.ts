import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type AuditMessages = SameKeys<typeof fi>;
export type AuditKey = TextKey<typeof fi>;
