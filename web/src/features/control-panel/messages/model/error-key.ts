import { fi } from '../i18n/fi';

// Which of the tab's error texts may answer a server's code (the rest are the actions' own words).

const FALLBACKS = ['loadFailed', 'saveFailed', 'deleteFailed'] as const;
export type MessagesErrorFallback = (typeof FALLBACKS)[number];
export type MessagesErrorCode = Exclude<keyof typeof fi.errors, MessagesErrorFallback>;

const fallbacks: ReadonlySet<string> = new Set(FALLBACKS);

/** Codes with a text of the tab's own; the fallbacks are texts too but never a server's code. */
export const isMessagesErrorCode = (code: string): code is MessagesErrorCode =>
  Object.hasOwn(fi.errors, code) && !fallbacks.has(code);
