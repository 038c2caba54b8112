import type { Role } from '../../domain/permissions/permission-policy';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  /** The user id. */
  sub: string;
  typ: TokenType;
  /** Unique id of this token; refresh tokens are stored by its hash. */
  jti: string;
  /** The session (refresh-token family) the token belongs to; logout and password changes revoke by it. */
  sid: string;
  roles: Role[];
  /** Issued at and expires, whole seconds since the epoch. */
  iat: number;
  exp: number;
}

/**
 * Signs and verifies the instance's JWTs. Verification checks signature (one pinned algorithm), audience
 * (the instance), expiry and type; any failure is simply `null`, never an exception.
 */
export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  verify(token: string, expected: TokenType): Promise<TokenClaims | null>;
}

export const TOKEN_SIGNER = Symbol.for('TokenSigner');
