import type { EmailRuleCode } from '../../../../../../domain/validation/email-job';
import { fi } from '../i18n/fi';

// Which of the tab's texts may answer a server's code: its own errors, and the mail's field rules
// (the server checks the same rules as the form) in the words the form uses.

const FALLBACKS = ['sendFailed', 'jobsFailed', 'jobFailed', 'searchFailed'] as const;
export type EmailErrorFallback = (typeof FALLBACKS)[number];
export type EmailErrorCode = Exclude<keyof typeof fi.errors, EmailErrorFallback>;

const fallbacks: ReadonlySet<string> = new Set(FALLBACKS);

/** Codes with a text of the tab's own; the fallbacks are texts too but never a server's code. */
export const isEmailErrorCode = (code: string): code is EmailErrorCode =>
  Object.hasOwn(fi.errors, code) && !fallbacks.has(code);

export const isEmailRuleCode = (code: string): code is EmailRuleCode => Object.hasOwn(fi.problems, code);
