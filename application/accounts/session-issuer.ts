import { inject, injectable } from 'inversify';
import type { TokenPair } from '../../contracts/auth.codec';
import { tokenExpiries } from '../../domain/tokens/token-expiry';
import type { Role } from '../../domain/permissions/permission-policy';
import { CLOCK, type Clock } from '../ports/clock.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { SESSION_REPOSITORY, type SessionRepository } from '../ports/session.repository';
import { TOKEN_SIGNER, type TokenSigner } from '../ports/token-signer.port';
import { hashToken } from './token-hash';

/** Issues access + refresh token pairs; each refresh token is recorded (hashed) in its session family. */
@injectable()
export class SessionIssuer {
  constructor(
    @inject(TOKEN_SIGNER) private readonly signer: TokenSigner,
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new login: a new family, whose refresh tokens all expire 30 days from now (DESIGN 7, absolute). */
  async start(user: { id: string; roles: Role[] }): Promise<TokenPair> {
    const familyId = this.random.uuid();
    await this.sessions.startFamily(familyId, user.id);
    const { refreshExp } = tokenExpiries(this.nowSeconds());
    return this.issue(familyId, user, refreshExp);
  }

  /**
   * The next pair of a family. The refresh token keeps the family's expiry: rotation never extends a
   * session, so a stolen token that keeps being rotated still dies at the family's end.
   */
  async issue(familyId: string, user: { id: string; roles: Role[] }, refreshExp: number): Promise<TokenPair> {
    const issuedAt = this.nowSeconds();
    const accessExp = Math.min(tokenExpiries(issuedAt).accessExp, refreshExp);
    const refreshJti = this.random.uuid();
    await this.sessions.addToken(familyId, hashToken(refreshJti), new Date(refreshExp * 1000));
    const common = { sub: user.id, sid: familyId, roles: user.roles, iat: issuedAt };
    const [token, refreshToken] = await Promise.all([
      this.signer.sign({ ...common, typ: 'access', jti: this.random.uuid(), exp: accessExp }),
      this.signer.sign({ ...common, typ: 'refresh', jti: refreshJti, exp: refreshExp }),
    ]);
    return { token, refreshToken };
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
