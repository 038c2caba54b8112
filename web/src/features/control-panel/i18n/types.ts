import type { cpFi } from './fi';

/** Same keys as the Finnish texts, any text: a missing or extra key in English fails the type check. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export type ControlPanelMessages = Shape<typeof cpFi>;
