import { fi } from '../i18n/fi';

// Which of the tab's error texts may answer a server's code (the rest are the actions' own words).

const FALLBACKS = ['loadFailed', 'saveFailed', 'switchFailed', 'uploadFailed', 'removeFailed'] as const;
export type ManagementErrorFallback = (typeof FALLBACKS)[number];
export type ManagementErrorCode = Exclude<keyof typeof fi.errors, ManagementErrorFallback>;

const fallbacks: ReadonlySet<string> = new Set(FALLBACKS);

/** Codes with a text of the tab's own; the fallbacks are texts too but never a server's code. */
export const isManagementErrorCode = (code: string): code is ManagementErrorCode =>
  Object.hasOwn(fi.errors, code) && !fallbacks.has(code);
