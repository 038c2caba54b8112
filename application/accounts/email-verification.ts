import { inject, injectable } from 'inversify';
import { VERIFICATION_LINK_VALIDITY_MS } from '../../domain/constants/tokens.constants';
import { CLOCK, type Clock } from '../ports/clock.port';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { MAILER, type Mailer } from '../ports/mailer.port';
import { ONE_TIME_TOKEN_REPOSITORY, type OneTimeTokenRepository } from '../ports/one-time-token.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { ACCOUNT_MAIL_RATE_LIMIT, type RateLimiter } from '../ports/rate-limiter.port';
import { verificationMail } from './account-mails';
import { hashToken } from './token-hash';

/** Sends a fresh 24-hour verification link for the user's address; older unused links stop working. */
@injectable()
export class EmailVerificationSender {
  constructor(
    @inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(INSTANCE) private readonly instance: Instance,
    @inject(ACCOUNT_MAIL_RATE_LIMIT) private readonly mailLimit: RateLimiter,
  ) {}

  async send(user: { id: string; username: string }, email: string): Promise<void> {
    if (!(await this.mailLimit.consume(user.id)).allowed) return;
    const token = this.random.token(32);
    await this.tokens.discard(user.id, 'verify_email');
    const expiresAt = new Date(this.clock.now().getTime() + VERIFICATION_LINK_VALIDITY_MS);
    await this.tokens.create(
      hashToken(token),
      { userId: user.id, purpose: 'verify_email', email },
      expiresAt,
    );
    const link = `${this.instance.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mailer.send(verificationMail(this.instance.language, email, user.username, link));
  }
}
