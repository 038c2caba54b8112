import type { adsFi } from './fi';

/** Same keys as the Finnish texts, any text: a missing or extra key in English fails the type check. */
export type AdsMessages = { readonly [K in keyof typeof adsFi]: string };
export type AdsKey = keyof AdsMessages;
