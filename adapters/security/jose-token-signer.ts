import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../application/ports/clock.port';
import type { TokenClaims, TokenSigner, TokenType } from '../../application/ports/token-signer.port';
import { isRole } from '../../domain/permissions/permission-policy';

// One algorithm, pinned on both sides: a token naming another (or "none") is refused before any key is used.
const ALGORITHM = 'HS256';

/**
 * How far ahead of this server's clock a token's iat may be: the servers of an instance sign with one key
 * and their clocks differ a little. A token from further ahead is refused (issue 30); jose checks iat
 * only against a maximum age, so the check is here.
 */
export const TOKEN_CLOCK_SKEW_SECONDS = 30;

/** The instance's tokens: signed with the shared secret, addressed to this instance alone (aud). */
export class JoseTokenSigner implements TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly audience: string,
    // Expiry is judged by the server's clock, the one that set it.
    private readonly clock: Clock,
    private readonly issuer = 'wordgame',
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ typ: claims.typ, roles: claims.roles, sid: claims.sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .setAudience(this.audience)
      .setIssuer(this.issuer)
      .sign(this.key);
  }

  async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: this.audience,
        issuer: this.issuer,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
        currentDate: this.clock.now(),
      });
      if (payload.typ !== expected || typeof payload.sid !== 'string') return null;
      const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
      if (payload.iat! > nowSeconds + TOKEN_CLOCK_SKEW_SECONDS) return null;
      const roles = Array.isArray(payload.roles) ? payload.roles.filter(isRole) : [];
      return {
        sub: payload.sub!,
        typ: expected,
        jti: payload.jti!,
        sid: payload.sid,
        roles,
        iat: payload.iat!,
        exp: payload.exp!,
      };
    } catch {
      return null;
    }
  }
}
