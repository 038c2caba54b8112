import { inject, injectable } from 'inversify';
import { TOKEN_SIGNER, type TokenSigner } from '../ports/token-signer.port';
import { USER_REPOSITORY, type User, type UserRepository } from '../ports/user.repository';

export interface Principal {
  user: User;
  /** The session (refresh-token family) of the access token. */
  sessionId: string;
}

/**
 * Who is calling, from a bearer access token. Roles come from the store, not the token, so a role change
 * or a revoked session (logout, a reused refresh token, a password change) takes effect on the next request.
 */
@injectable()
export class Authenticate {
  constructor(
    @inject(TOKEN_SIGNER) private readonly signer: TokenSigner,
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
  ) {}

  async execute(accessToken: string): Promise<Principal | null> {
    const claims = await this.signer.verify(accessToken, 'access');
    if (!claims) return null;
    const user = await this.users.findInSession(claims.sub, claims.sid);
    return user ? { user, sessionId: claims.sid } : null;
  }
}
