import { isApiError } from '../../../lib/api';

/** The group and search failures with a text of their own (the server's codes and the forms' checks). */
export const GROUP_ERROR_CODES = [
  'GROUP_NOT_FOUND',
  'GROUP_CODE_TAKEN',
  'GROUP_CODE_MISMATCH',
  'GROUP_CODE_INVALID',
  'GROUP_CODE_REQUIRED',
  'GROUP_NAME_REQUIRED',
  'GROUP_NAME_INVALID',
  'GROUP_LIMIT_REACHED',
  'NOT_GROUP_OWNER',
  'NOT_GROUP_MEMBER',
  'ALREADY_GROUP_MEMBER',
  'OWNER_CANNOT_LEAVE',
  'USER_NOT_FOUND',
] as const;
export type GroupErrorCode = (typeof GROUP_ERROR_CODES)[number];

const NETWORK_CODES = new Set(['NETWORK_ERROR', 'TIMEOUT']);

/** Which text a failure gets: its own, the unreachable server's, or (null) the action's general one. */
export function groupErrorCode(error: unknown): GroupErrorCode | 'network' | null {
  const code = isApiError(error) ? error.code : typeof error === 'string' ? error : undefined;
  if (code === undefined) return null;
  if (NETWORK_CODES.has(code)) return 'network';
  return (GROUP_ERROR_CODES as readonly string[]).includes(code) ? (code as GroupErrorCode) : null;
}
