import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.port';
import { SESSION_REPOSITORY, type SessionRepository } from '../ports/session.repository';
import { TOKEN_SIGNER, type TokenSigner } from '../ports/token-signer.port';

/** Ends the session the refresh token belongs to. Always succeeds: logging out must never get stuck. */
@injectable()
export class Logout {
  constructor(
    @inject(TOKEN_SIGNER) private readonly signer: TokenSigner,
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(refreshToken: string | undefined, accessSessionId?: string): Promise<void> {
    const claims = refreshToken ? await this.signer.verify(refreshToken, 'refresh') : null;
    const familyId = claims?.sid ?? accessSessionId;
    if (familyId) await this.sessions.revokeFamily(familyId, this.clock.now());
  }
}
