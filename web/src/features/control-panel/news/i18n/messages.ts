import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type NewsMessages = SameKeys<typeof fi>;
export type NewsKey = TextKey<typeof fi>;
