import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type ScoresMessages = SameKeys<typeof fi>;
export type ScoresKey = TextKey<typeof fi>;
