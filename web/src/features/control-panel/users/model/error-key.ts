import { isApiError } from '../../../../lib/api';
import { fi } from '../i18n/fi';

// Which text a failed call gets (the server's English words would break the page's language).

export type UsersErrorKey = keyof typeof fi.errors;
/** The action's own words when the code has none of its own. */
export type UsersErrorFallback =
  | 'listFailed'
  | 'searchFailed'
  | 'detailsFailed'
  | 'requestsFailed'
  | 'attemptsFailed'
  | 'adFreeFailed'
  | 'saveFailed'
  | 'deleteFailed'
  | 'actionFailed';

export type ErrorTextKey =
  | { readonly scope: 'app'; readonly key: 'errors.network' | 'errors.SESSION_EXPIRED' }
  | { readonly scope: 'tab'; readonly key: `errors.${UsersErrorKey}` };

const NETWORK_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);
const FALLBACKS: ReadonlySet<string> = new Set<UsersErrorFallback>([
  'listFailed',
  'searchFailed',
  'detailsFailed',
  'requestsFailed',
  'attemptsFailed',
  'adFreeFailed',
  'saveFailed',
  'deleteFailed',
  'actionFailed',
]);

/** Codes with a text of the tab's own; the fallbacks are texts too but never a server's code. */
const isCodeKey = (code: string): code is UsersErrorKey =>
  Object.hasOwn(fi.errors, code) && !FALLBACKS.has(code);

/** The code of an ApiError or of a plain `{code}` object; '' otherwise. */
export function codeOf(error: unknown): string {
  if (isApiError(error)) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * An unreachable server and an ended session in the app's shared words, the tab's codes (LAST_ADMIN, ...)
 * in its own, anything else as the action's fallback.
 */
export function errorTextKey(error: unknown, fallback: UsersErrorFallback): ErrorTextKey {
  const code = codeOf(error);
  if (NETWORK_CODES.has(code)) return { scope: 'app', key: 'errors.network' };
  if (code === 'SESSION_EXPIRED') return { scope: 'app', key: 'errors.SESSION_EXPIRED' };
  return { scope: 'tab', key: `errors.${isCodeKey(code) ? code : fallback}` };
}
