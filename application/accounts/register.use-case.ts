import * as E from 'fp-ts/Either';
import { inject, injectable, optional } from 'inversify';
import type { RegisterResponse } from '../../contracts/auth.codec';
import { validateRegistration } from '../../domain/validation/register';
import { fromRule, type AppError } from '../errors/app-error';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { USER_REPOSITORY, type UserRepository } from '../ports/user.repository';
import { ApplyReferral } from '../referrals/apply-referral.use-case';
import { GetPublicSettings } from '../settings/get-public-settings.use-case';
import { emailTaken, registrationClosed, usernameTaken } from './account-errors';
import { OneTimeLinkMailer } from './one-time-link-mailer';

export interface RegisterInput {
  username: string;
  password: string;
  email?: string | null;
  referralCode?: string | null;
}

/**
 * A new player. With an e-mail address the account waits for its verification link before login gives
 * tokens; without one it is ready at once. A referral code credits its owner as POST /referral/apply does;
 * a code that does not apply (unknown) leaves the registration as it is.
 */
@injectable()
export class Register {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(GetPublicSettings) private readonly settings: GetPublicSettings,
    @inject(OneTimeLinkMailer) private readonly links: OneTimeLinkMailer,
    @inject(ApplyReferral) @optional() private readonly referral?: ApplyReferral,
  ) {}

  async execute(input: RegisterInput): Promise<E.Either<AppError, RegisterResponse>> {
    if (!(await this.settings.execute()).registrationEnabled) return E.left(registrationClosed());
    const valid = validateRegistration(input);
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    const { username, password, email, referralCode } = valid.right;

    const id = this.random.uuid();
    const created = await this.users.create({
      id,
      username,
      email: email ?? null,
      passwordHash: await this.hasher.hash(password),
      roles: [],
      forcePasswordReset: false,
      loginRequiresVerification: Boolean(email),
      referralCode: referralCode ?? null,
    });
    if (created === 'username_taken') return E.left(usernameTaken());
    if (created === 'email_taken') return E.left(emailTaken());
    if (referralCode && this.referral) await this.referral.execute(id, referralCode);

    if (email) await this.links.send('verify_email', { id, username }, email);
    return E.right({
      message: email
        ? 'Registration successful. Check your e-mail to verify your address.'
        : 'Registration successful',
      user: { id, username },
      verificationRequired: Boolean(email),
    });
  }
}
