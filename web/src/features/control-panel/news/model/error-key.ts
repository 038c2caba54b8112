import { fi } from '../i18n/fi';

// Which of the tab's error texts may answer a server's code (the rest are the actions' own words).

const FALLBACKS = ['listFailed', 'itemFailed', 'resultsFailed', 'saveFailed', 'deleteFailed'] as const;
export type NewsErrorFallback = (typeof FALLBACKS)[number];
export type NewsErrorCode = Exclude<keyof typeof fi.errors, NewsErrorFallback>;

const fallbacks: ReadonlySet<string> = new Set(FALLBACKS);

/** Codes with a text of the tab's own; the fallbacks are texts too but never a server's code. */
export const isNewsErrorCode = (code: string): code is NewsErrorCode =>
  Object.hasOwn(fi.errors, code) && !fallbacks.has(code);
