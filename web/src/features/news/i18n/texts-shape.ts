import type { newsFi } from './fi';

/** Same keys as the Finnish texts, any text: a missing or extra key in English fails the type check. */
type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type NewsMessages = SameKeys<typeof newsFi>;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every text's key as `t` takes it (`poll.votes` for `poll.votes_one` and `poll.votes_other`). */
type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type NewsKey = TextKey<typeof newsFi>;
