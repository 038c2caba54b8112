import type { SameKeys, TextKey } from '../../i18n/types';
import type { fi } from './fi';

export type CategoriesMessages = SameKeys<typeof fi>;
export type CategoriesKey = TextKey<typeof fi>;
