import { isApiError } from '../../../../lib/api';
import { fi } from '../i18n/fi';

// Which text a failure gets: the app's shared words for an unreachable server or an ended session, the
// tab's own for the codes it knows, else the action's fallback. Pure, so it is tested without a screen.

export type AuditErrorKey = keyof typeof fi.errors;

const NETWORK_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);
const isTabErrorKey = (code: string): code is AuditErrorKey => Object.hasOwn(fi.errors, code);

export function errorKey(error: unknown, fallback: AuditErrorKey): AuditErrorKey | 'network' | 'session' {
  const code = isApiError(error) ? error.code : '';
  if (NETWORK_CODES.has(code)) return 'network';
  if (code === 'SESSION_EXPIRED') return 'session';
  return isTabErrorKey(code) ? code : fallback;
}
