import type { fi } from './fi';

/** Same keys as the Finnish texts, any text: a missing or extra key fails the type check. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type ScoresMessages = Shape<typeof fi>;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Singular<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every text's key as `t` takes it (`units.seconds` for `units.seconds_one` and `units.seconds_other`). */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type ScoresKey = Keys<typeof fi>;
