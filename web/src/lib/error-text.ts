import type { TFunction } from 'i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/constants/limits.constants';
import { PASSWORD_SPECIAL_CHARACTERS } from '../../../domain/validation/password';
import { fi } from '../i18n/resources/fi';
import { isApiError } from './api';

/** An entry of the `errors` texts: a server or domain error code, or a per-form fallback. */
export type ErrorKey = keyof typeof fi.errors;

const PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, special: PASSWORD_SPECIAL_CHARACTERS };
const NETWORK_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);

export const isErrorKey = (code: string): code is ErrorKey => Object.hasOwn(fi.errors, code);

/** The code of an ApiError or of a domain ValidationError ({code, message, field}). */
function codeOf(error: unknown): string | undefined {
  if (isApiError(error)) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A failure in the player's language: the text of its code when it has one, else the form's fallback
 * (the server's English wording would break the page's language). Unreachable server: its own text.
 */
export function errorText(t: TFunction, error: unknown, fallback: ErrorKey = 'generic'): string {
  const code = codeOf(error);
  if (code !== undefined && NETWORK_CODES.has(code)) return t('errors.network');
  const key: ErrorKey = code !== undefined && isErrorKey(code) ? code : fallback;
  return t(`errors.${key}`, PARAMS);
}

/** A field's failure as text, or null when the field is fine (or its failure is not shown yet). */
export const failureText = (t: TFunction, failure: unknown): string | null =>
  failure ? errorText(t, failure) : null;
