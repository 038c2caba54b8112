import type { fi } from './fi';
import type { fiFirst } from './fi.first';
import type { fiLater } from './fi.later';

/** Same keys as the Finnish texts, any text: a missing or extra key fails the type check. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export type Messages = Texts<typeof fi>;
/** The texts of the first paint (./fi.first.ts) and those that come after it (./fi.later.ts). */
export type FirstMessages = Texts<typeof fiFirst>;
export type LaterMessages = Texts<typeof fiLater>;
