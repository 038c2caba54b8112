// Unsigned test JWTs: the client only reads `exp`, the signature part is never checked in the browser.
const segment = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export const aJwt = (payload: Record<string, unknown>): string =>
  `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(payload)}.c2lnbmF0dXJl`;

/** A token expiring `inMs` after `nowMs` (negative: already expired). */
export const aJwtExpiringIn = (nowMs: number, inMs: number, extra: Record<string, unknown> = {}): string =>
  aJwt({ ...extra, exp: Math.floor((nowMs + inMs) / 1000) });
