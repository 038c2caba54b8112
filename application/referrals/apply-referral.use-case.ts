import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ApplyReferralAnswer } from '../../contracts/social.codec';
import { extendAdFreeUntil } from '../../domain/ads/referral-reward';
import { validateReferralCode } from '../../domain/validation/referral-code';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { REFERRAL_REPOSITORY, type ReferralRepository } from '../ports/referral.repository';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { MilestoneAwards } from '../standings/milestone-awards';
import {
  referralAlreadyApplied,
  referralCodeInvalid,
  referralCodeNotFound,
  referralOwnCode,
} from './referral-errors';

/**
 * The player was referred by the owner of the code. In one transaction: the referral (once per player),
 * the referrer's 7 more ad-free days, and the INVITES milestones the referrer reached.
 */
@injectable()
export class ApplyReferral {
  constructor(
    @inject(REFERRAL_REPOSITORY) private readonly referrals: ReferralRepository,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(MilestoneAwards) private readonly awards: MilestoneAwards,
  ) {}

  async execute(userId: string, referralCode: string): Promise<E.Either<AppError, ApplyReferralAnswer>> {
    const code = validateReferralCode(referralCode);
    if (E.isLeft(code)) return E.left(fromRule(code.left));
    if (code.right === undefined) return E.left(referralCodeInvalid());
    const referrer = await this.referrals.ownerOf(code.right);
    if (!referrer) return E.left(referralCodeNotFound());
    if (referrer.id === userId) return E.left(referralOwnCode());

    return this.unitOfWork.run(async () => {
      const now = this.clock.now();
      if ((await this.referrals.record(userId, referrer.id, now)) === 'already_referred') {
        return E.left(referralAlreadyApplied());
      }
      const adFreeUntil = await this.referrals.lockAdFreeUntil(referrer.id);
      const extended = extendAdFreeUntil(adFreeUntil?.getTime() ?? null, now.getTime());
      await this.referrals.setAdFreeUntil(referrer.id, new Date(extended));
      await this.awards.award(referrer.id, { invites: await this.referrals.countReferrals(referrer.id) });
      return E.right({ message: 'Referral code applied', referrer: referrer.username });
    });
  }
}
