import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { LoginResponse } from '../../contracts/auth.codec';
import { validateLogin } from '../../domain/validation/sign-in';
import { appError, type AppError } from '../errors/app-error';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { LOGIN_RATE_LIMITS, type LoginRateLimits } from '../ports/rate-limiter.port';
import { USER_REPOSITORY, type UserRepository } from '../ports/user.repository';
import { invalidCredentials, tooManyAttempts, verificationRequired } from './account-errors';
import { SessionIssuer } from './session-issuer';
import { toUserView } from './user-view';

export interface LoginInput {
  username: string;
  password: string;
  /** The caller's address, for throttling. */
  ip: string;
}

/**
 * Username or e-mail and password in, a token pair out. Throttled per username + address and per address;
 * every wrong answer looks and takes the same whether or not the username exists.
 */
@injectable()
export class Login {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(LOGIN_RATE_LIMITS) private readonly limits: LoginRateLimits,
    @inject(SessionIssuer) private readonly issuer: SessionIssuer,
  ) {}

  async execute(input: LoginInput): Promise<E.Either<AppError, LoginResponse>> {
    const valid = validateLogin(input);
    if (E.isLeft(valid)) return E.left(appError(valid.left.code, valid.left.message));
    const { username, password } = valid.right;
    const user = username.includes('@')
      ? ((await this.users.findByEmail(username)) ?? (await this.users.findByUsername(username)))
      : await this.users.findByUsername(username);
    // Counted per account when there is one, so its username and its e-mail share one allowance.
    const userKey = `${user?.id ?? username.toLowerCase()}|${input.ip}`;
    const verdicts = await Promise.all([
      this.limits.perUserAndIp.check(userKey),
      this.limits.perIp.check(input.ip),
    ]);
    const blocked = verdicts.find((verdict) => !verdict.allowed);
    if (blocked) return E.left(tooManyAttempts(blocked.retryAfterMs));

    const passwordMatches = user ? await this.hasher.verify(user.passwordHash, password) : false;
    if (!user) await this.hasher.verifyNothing(password);
    if (!user || !passwordMatches) {
      await Promise.all([this.limits.perUserAndIp.consume(userKey), this.limits.perIp.consume(input.ip)]);
      return E.left(invalidCredentials());
    }

    await this.limits.perUserAndIp.reset(userKey);
    // Only someone who knows the password learns that the address is unverified.
    if (user.loginRequiresVerification && user.email) return E.left(verificationRequired(user.email));
    const tokens = await this.issuer.start(user);
    return E.right({ ...tokens, user: toUserView(user) });
  }
}
