import type { TFunction } from 'i18next';
import { SHOWCASE_MAX, SUGGESTION_TEXT_MAX_LENGTH } from '../../../domain/constants/limits.constants';
import { fiSocial } from '../i18n/resources/fi.social';
import { isApiError } from './api';
import { errorText, isErrorKey } from './error-text';

/** The social views' own failure texts: referral, suggestion and showcase codes, and their fallbacks. */
export type SocialErrorKey = keyof typeof fiSocial.errors;

/** Codes `errorText` words itself although they have no entry of their own. */
const SHARED_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);
const PARAMS = { max: SUGGESTION_TEXT_MAX_LENGTH, showcaseMax: SHOWCASE_MAX };

const isSocialErrorKey = (code: string): code is SocialErrorKey => Object.hasOwn(fiSocial.errors, code);

function codeOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A failure of a social call or rule in the player's language: its own code's text, then the shared
 * texts (network, session, validation), then the view's fallback.
 */
export function socialErrorText(t: TFunction, error: unknown, fallback: SocialErrorKey): string {
  const code = codeOf(error);
  if (code !== undefined && isSocialErrorKey(code)) return t(`social.errors.${code}`, PARAMS);
  if (code !== undefined && (isErrorKey(code) || SHARED_CODES.has(code))) return errorText(t, error);
  return t(`social.errors.${fallback}`, PARAMS);
}
