import type { SameKeys, TextKey } from '../../../i18n/types';
import type { fi } from './fi';

export type RichTextMessages = SameKeys<typeof fi>;
export type RichTextKey = TextKey<typeof fi>;
