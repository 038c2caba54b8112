import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type MessagesMessages = SameKeys<typeof fi>;
export type MessagesKey = TextKey<typeof fi>;
