import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type StatisticsMessages = SameKeys<typeof fi>;
export type StatisticsKey = TextKey<typeof fi>;
