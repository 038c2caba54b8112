import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ReferralStatsAnswer } from '../../contracts/social.codec';
import { userNotFound } from '../accounts/account-errors';
import type { AppError } from '../errors/app-error';
import { REFERRAL_REPOSITORY, type ReferralRepository } from '../ports/referral.repository';
import { USER_REPOSITORY, type UserRepository } from '../ports/user.repository';

/** The caller's code (null before it was generated), who joined through it, and the ad-free time earned. */
@injectable()
export class GetReferralStats {
  constructor(
    @inject(REFERRAL_REPOSITORY) private readonly referrals: ReferralRepository,
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
  ) {}

  async execute(userId: string): Promise<E.Either<AppError, ReferralStatsAnswer>> {
    const [user, referralCode, referrals] = await Promise.all([
      this.users.findById(userId),
      this.referrals.codeOf(userId),
      this.referrals.referralsOf(userId),
    ]);
    if (!user) return E.left(userNotFound());
    return E.right({
      referralCode,
      referralCount: referrals.length,
      adFreeUntil: user.adFreeUntil?.toISOString() ?? null,
      referrals: referrals.map(({ username, joinedAt }) => ({ username, joinedAt: joinedAt.toISOString() })),
    });
  }
}
