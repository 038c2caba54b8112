import type { fi } from './fi';

/** Same keys as the Finnish resources, any text: a missing or extra key fails the type check. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type Messages = Shape<typeof fi>;
