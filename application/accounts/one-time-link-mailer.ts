import { inject, injectable } from 'inversify';
import {
  PASSWORD_RESET_LINK_VALIDITY_MS,
  VERIFICATION_LINK_VALIDITY_MS,
} from '../../domain/constants/tokens.constants';
import type { Language } from '../../domain/language/language';
import { CLOCK, type Clock } from '../ports/clock.port';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { MAILER, type Mailer, type MailMessage } from '../ports/mailer.port';
import {
  ONE_TIME_TOKEN_REPOSITORY,
  type OneTimeTokenPurpose,
  type OneTimeTokenRepository,
} from '../ports/one-time-token.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { ACCOUNT_MAIL_RATE_LIMIT, type RateLimiter } from '../ports/rate-limiter.port';
import { passwordResetMail, verificationMail } from './account-mails';
import { hashToken } from './token-hash';

type MailBuilder = (language: Language, to: string, username: string, link: string) => MailMessage;

const LINKS: Record<OneTimeTokenPurpose, { validityMs: number; path: string; mail: MailBuilder }> = {
  verify_email: {
    validityMs: VERIFICATION_LINK_VALIDITY_MS,
    path: '/verify-email?token=',
    mail: verificationMail,
  },
  reset_password: { validityMs: PASSWORD_RESET_LINK_VALIDITY_MS, path: '/?token=', mail: passwordResetMail },
};

/**
 * Mails a single-use link (e-mail verification 24 h, password reset 1 h); a new link replaces the player's
 * older unused ones. At most five such mails an hour per player. A mail server in trouble is logged, never
 * passed on: the request that asked for the link has done its part and must not fail half-way.
 */
@injectable()
export class OneTimeLinkMailer {
  constructor(
    @inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(INSTANCE) private readonly instance: Instance,
    @inject(ACCOUNT_MAIL_RATE_LIMIT) private readonly mailLimit: RateLimiter,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** True when the link went to the mail server. */
  async send(
    purpose: OneTimeTokenPurpose,
    user: { id: string; username: string },
    email: string,
  ): Promise<boolean> {
    if (!(await this.mailLimit.consume(user.id)).allowed) return false;
    const { validityMs, path, mail } = LINKS[purpose];
    const token = this.random.token(32);
    await this.tokens.discard(user.id, purpose);
    const expiresAt = new Date(this.clock.now().getTime() + validityMs);
    await this.tokens.create(hashToken(token), { userId: user.id, purpose, email }, expiresAt);
    const link = `${this.instance.publicUrl}${path}${encodeURIComponent(token)}`;
    try {
      await this.mailer.send(mail(this.instance.language, email, user.username, link));
      return true;
    } catch (error) {
      this.logger.error({ err: error, purpose, userId: user.id }, 'could not send an account mail');
      return false;
    }
  }
}
