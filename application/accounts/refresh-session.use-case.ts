import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { TokenPair } from '../../contracts/auth.codec';
import { REFRESH_REUSE_GRACE_MS } from '../../domain/constants/tokens.constants';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { SESSION_REPOSITORY, type SessionRepository } from '../ports/session.repository';
import { TOKEN_SIGNER, type TokenSigner } from '../ports/token-signer.port';
import { USER_REPOSITORY, type UserRepository } from '../ports/user.repository';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { sessionExpired } from './account-errors';
import { SessionIssuer } from './session-issuer';
import { hashToken } from './token-hash';

/** A spent token presented again this soon is another tab's refresh racing ours, not a stolen copy. */
const isAnotherTabsRefresh = (usedAt: Date, now: Date): boolean =>
  now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;

/**
 * Rotates a refresh token: the presented one is spent and a new pair issued in the same family. A spent
 * token presented again, past the grace window, means a copy exists: the whole family is revoked, the
 * newest token included.
 */
@injectable()
export class RefreshSession {
  constructor(
    @inject(TOKEN_SIGNER) private readonly signer: TokenSigner,
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SessionIssuer) private readonly issuer: SessionIssuer,
  ) {}

  async execute(refreshToken: string | undefined): Promise<E.Either<AppError, TokenPair>> {
    const claims = refreshToken ? await this.signer.verify(refreshToken, 'refresh') : null;
    if (!claims) return E.left(sessionExpired());
    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const outcome = await this.sessions.rotate(hashToken(claims.jti), now);
      if (outcome.kind === 'spent' && !isAnotherTabsRefresh(outcome.usedAt, now))
        await this.sessions.revokeFamily(outcome.familyId, now);
      if (outcome.kind !== 'rotated') return E.left(sessionExpired());
      const user = await this.users.findById(outcome.userId);
      if (!user) return E.left(sessionExpired());
      return E.right(await this.issuer.issue(outcome.familyId, user, claims.exp));
    });
  }
}
