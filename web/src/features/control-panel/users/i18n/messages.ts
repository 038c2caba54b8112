import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type UsersMessages = SameKeys<typeof fi>;
export type UsersKey = TextKey<typeof fi>;
