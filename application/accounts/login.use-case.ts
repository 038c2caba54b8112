import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { LoginResponse } from '../../contracts/auth.codec';
import { validateLogin } from '../../domain/validation/sign-in';
import { fromRule, type AppError } from '../errors/app-error';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { LOGIN_RATE_LIMITS, type LoginRateLimits } from '../ports/rate-limiter.port';
import { SESSION_REPOSITORY, type SessionRepository } from '../ports/session.repository';
import { TOKEN_SIGNER, type TokenSigner } from '../ports/token-signer.port';
import { USER_REPOSITORY, type User, type UserRepository } from '../ports/user.repository';
import { invalidCredentials, tooManyAttempts, verificationRequired } from './account-errors';
import { SessionIssuer } from './session-issuer';
import { toUserView } from './user-view';

/**
 * The names an account's failed sign-ins are counted under: what is typed, its username or its address.
 * Counted by what was typed, as the per-address limits are: a wait on the address after failures on the
 * username would tell that the two belong together, and a name nobody has waits just the same.
 */
export const signInNames = (user: { username: string; email: string | null }): string[] =>
  [user.username, ...(user.email ? [user.email] : [])].map((name) => name.toLowerCase());

export interface LoginInput {
  username: string;
  password: string;
  /** The caller's address, for throttling. */
  ip: string;
  /** A refresh token the device holds (header Refresh-Token): a live one of the account skips its wait. */
  refreshToken?: string;
}

/**
 * Username or e-mail and password in, a token pair out. Throttled per username + address, per address, and
 * per account from any address (past its free failures each try waits longer, unless the device holds a
 * live session of the account); every wrong answer looks and takes the same whether or not the username
 * exists.
 */
@injectable()
export class Login {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(LOGIN_RATE_LIMITS) private readonly limits: LoginRateLimits,
    @inject(SessionIssuer) private readonly issuer: SessionIssuer,
    @inject(TOKEN_SIGNER) private readonly signer: TokenSigner,
    @inject(SESSION_REPOSITORY) private readonly sessions: SessionRepository,
  ) {}

  async execute(input: LoginInput): Promise<E.Either<AppError, LoginResponse>> {
    const valid = validateLogin(input);
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    const { username, password } = valid.right;
    // Keyed by what was typed, not by the account it names: a 429 on an e-mail after exhausting a username
    // would otherwise tell that the two belong together.
    const userKey = `${username.toLowerCase()}|${input.ip}`;
    // Every attempt is counted before the password is checked, in one atomic step per limit: guesses sent
    // in parallel cannot all read "allowed" before any of them is counted.
    const verdicts = await Promise.all([
      this.limits.perUserAndIp.consume(userKey),
      this.limits.perIp.consume(input.ip),
    ]);
    const blocked = verdicts.find((verdict) => !verdict.allowed);
    if (blocked) return E.left(tooManyAttempts(blocked.retryAfterMs));

    const user = username.includes('@')
      ? ((await this.users.findByEmail(username)) ?? (await this.users.findByUsername(username)))
      : await this.users.findByUsername(username);
    // The account's own count, from every address (signInNames).
    const account = username.toLowerCase();
    if (!(await this.isKnownDevice(user, input.refreshToken))) {
      const admitted = await this.limits.perAccount.admit(account);
      if (!admitted.allowed) return E.left(tooManyAttempts(admitted.retryAfterMs));
    }
    const passwordMatches = user ? await this.hasher.verify(user.passwordHash, password) : false;
    if (!user) await this.hasher.verifyNothing(password);
    if (!user || !passwordMatches) return E.left(invalidCredentials());

    // A success forgives: the player's own counts start over, and the address gets its attempt back.
    await Promise.all([
      this.limits.perUserAndIp.reset(userKey),
      this.limits.perIp.forgive(input.ip),
      ...signInNames(user).map((name) => this.limits.perAccount.clear(name)),
    ]);
    // Only someone who knows the password learns that the address is unverified.
    if (user.loginRequiresVerification && user.email) return E.left(verificationRequired(user.email));
    const tokens = await this.issuer.start(user);
    return E.right({ ...tokens, user: toUserView(user) });
  }

  /** Whether the device holds a live session of this account (it signed in here before). */
  private async isKnownDevice(user: User | null, refreshToken: string | undefined): Promise<boolean> {
    if (!user || !refreshToken) return false;
    const claims = await this.signer.verify(refreshToken, 'refresh');
    return claims?.sub === user.id && (await this.sessions.isSessionActive(claims.sid, user.id));
  }
}
