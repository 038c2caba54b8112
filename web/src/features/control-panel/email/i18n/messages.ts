import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type EmailMessages = SameKeys<typeof fi>;
export type EmailKey = TextKey<typeof fi>;
