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
import { ACCOUNT_MAIL_LIMITS, type AccountMailLimits } from '../ports/rate-limiter.port';
import { passwordResetMail, verificationMail } from './account-mails';
import { hashToken } from './token-hash';

/** An address as the mail limits count it: by its hash, so that the counters hold no address. */
export const recipientKey = (email: string): string => hashToken(email.trim().toLowerCase());

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
 * older unused ones. Within the limits of ACCOUNT_MAIL_LIMITS only: per player, per recipient address, and
 * one verification at a time per address. A mail server in trouble is logged, never passed on: the request
 * that asked for the link has done its part and must not fail half-way.
 */
@injectable()
export class OneTimeLinkMailer {
  constructor(
    @inject(ONE_TIME_TOKEN_REPOSITORY) private readonly tokens: OneTimeTokenRepository,
    @inject(MAILER) private readonly mailer: Mailer,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(INSTANCE) private readonly instance: Instance,
    @inject(ACCOUNT_MAIL_LIMITS) private readonly mailLimits: AccountMailLimits,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** True when the link went to the mail server. */
  async send(
    purpose: OneTimeTokenPurpose,
    user: { id: string; username: string },
    email: string,
  ): Promise<boolean> {
    if (!(await this.withinLimits(purpose, user.id, email))) return false;
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

  /**
   * Counts the mail against each limit, the address's verification first: a verification asked for again
   * within minutes costs the player and the address nothing.
   */
  private async withinLimits(purpose: OneTimeTokenPurpose, userId: string, email: string): Promise<boolean> {
    const recipient = recipientKey(email);
    const { perPlayer, perRecipient, verificationPerRecipient } = this.mailLimits;
    if (purpose === 'verify_email' && !(await verificationPerRecipient.consume(recipient)).allowed)
      return false;
    if (!(await perRecipient.consume(recipient)).allowed) return false;
    return (await perPlayer.consume(userId)).allowed;
  }
}
