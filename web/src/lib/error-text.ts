import type { TFunction } from 'i18next';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  SHOWCASE_MAX,
  SUGGESTION_TEXT_MAX_LENGTH,
} from '../../../domain/constants/limits.constants';
import type { fi } from '../i18n/resources/fi';
import { isApiError } from './api';

/** An entry of the shared `errors` texts: a server or domain error code, or a per-form fallback. */
export type ErrorKey = keyof typeof fi.errors;
/** The social views' own texts: referral, suggestion and showcase codes, and their fallbacks. */
export type SocialErrorKey = keyof typeof fi.social.errors;
/** The groups' own texts: group and member codes, and the actions' fallbacks. */
export type GroupErrorKey = keyof typeof fi.groups.errors;

type SocialFallback = `social.errors.${SocialErrorKey}`;
type GroupFallback = `groups.errors.${GroupErrorKey}`;

/**
 * The text a failure gets when its code has none: a shared `errors` entry, or a view's own
 * (`social.errors.*`, `groups.errors.*`), which also makes that view's texts of codes come first.
 */
export type ErrorFallback = ErrorKey | SocialFallback | GroupFallback;

const PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, special: PASSWORD_SPECIAL_CHARACTERS };
const SOCIAL_PARAMS = { max: SUGGESTION_TEXT_MAX_LENGTH, showcaseMax: SHOWCASE_MAX };
const NETWORK_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);

// Whether a code has a text is asked of the texts the page loaded (one language's chunk), not of a copy of
// the Finnish texts here, which would put them in every page's first download. A missing key answers the
// default given, which no text is (every text has words).
const MISSING = '\u0000';
const hasText = (t: TFunction, key: string): boolean =>
  (t as unknown as (key: string, options: object) => string)(key, { defaultValue: MISSING }) !== MISSING;

export const isErrorKey = (t: TFunction, code: string): code is ErrorKey =>
  code !== '' && hasText(t, `errors.${code}`);
const isSocialErrorKey = (t: TFunction, code: string): code is SocialErrorKey =>
  code !== '' && hasText(t, `social.errors.${code}`);
const isGroupErrorKey = (t: TFunction, code: string): code is GroupErrorKey =>
  code !== '' && hasText(t, `groups.errors.${code}`);
const isSocialFallback = (key: ErrorFallback): key is SocialFallback => key.startsWith('social.errors.');
const isGroupFallback = (key: ErrorFallback): key is GroupFallback => key.startsWith('groups.errors.');

/** The code of an ApiError, of a domain ValidationError ({code, message, field}), or a bare code (a form's check). */
function codeOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.code;
  if (typeof error === 'string') return error;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A failure in the player's language (the server's English wording would break the page's language): an
 * unreachable server's own text; else the code's text among the view's own; else its shared `errors` text
 * (not for groups, whose fallbacks name the action that failed); else the fallback's.
 */
export function errorText(t: TFunction, error: unknown, fallback: ErrorFallback = 'generic'): string {
  const code = codeOf(error) ?? '';
  if (NETWORK_CODES.has(code)) return t('errors.network');
  if (isGroupFallback(fallback)) return t(isGroupErrorKey(t, code) ? `groups.errors.${code}` : fallback);
  if (isSocialFallback(fallback)) {
    if (isSocialErrorKey(t, code)) return t(`social.errors.${code}`, SOCIAL_PARAMS);
    if (!isErrorKey(t, code)) return t(fallback, SOCIAL_PARAMS);
  }
  const key: ErrorKey = isErrorKey(t, code) ? code : (fallback as ErrorKey);
  return t(`errors.${key}`, PARAMS);
}

/** A field's failure as text, or null when the field is fine (or its failure is not shown yet). */
export const failureText = (t: TFunction, failure: unknown): string | null =>
  failure ? errorText(t, failure) : null;
