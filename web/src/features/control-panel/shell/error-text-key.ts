import { isApiError } from '../../../lib/api';

// Which text a failed call gets in a tab (the server's English words would break the page's language).
// Pure, so it is tested without a screen.

export type ErrorTextKey<TabKey extends string> =
  | { readonly scope: 'app'; readonly key: 'errors.network' | 'errors.SESSION_EXPIRED' }
  | { readonly scope: 'tab'; readonly key: `errors.${TabKey}` };

const NETWORK_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);

/** The code of an ApiError or of a plain `{code}` object; '' otherwise. */
export function codeOf(error: unknown): string {
  if (isApiError(error)) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** A code test for a tab whose every `errors` text may answer a server's code. */
export const hasTextIn =
  <Errors extends object>(errors: Errors) =>
  (code: string): code is keyof Errors & string =>
    Object.hasOwn(errors, code);

/**
 * An unreachable server and an ended session in the app's shared words, the codes the tab knows
 * (LAST_ADMIN, ...) in its own, anything else as the action's fallback (`saveFailed`, ...).
 */
export function errorTextKey<Code extends string, Fallback extends string>(
  error: unknown,
  fallback: Fallback,
  isTabCode: (code: string) => code is Code,
): ErrorTextKey<Code | Fallback> {
  const code = codeOf(error);
  if (NETWORK_CODES.has(code)) return { scope: 'app', key: 'errors.network' };
  if (code === 'SESSION_EXPIRED') return { scope: 'app', key: 'errors.SESSION_EXPIRED' };
  return { scope: 'tab', key: `errors.${isTabCode(code) ? code : fallback}` };
}
