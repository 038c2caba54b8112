import type { cpFi } from './fi';

/** Same keys as the Finnish texts, any text: a missing or extra key in English fails the type check. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type ControlPanelMessages = SameKeys<typeof cpFi>;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every text's key as `t` takes it (`list.count` for `list.count_one` and `list.count_other`). */
export type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
