import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type ManagementMessages = SameKeys<typeof fi>;
export type ManagementKey = TextKey<typeof fi>;
