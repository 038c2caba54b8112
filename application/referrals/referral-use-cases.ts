import { inject, injectable } from 'inversify';
import { ApplyReferral } from './apply-referral.use-case';
import { GenerateReferralCode } from './generate-referral-code.use-case';
import { GetReferralStats } from './referral-stats.use-case';
import { GetTopReferrers } from './top-referrers.use-case';

/** Everything the /referral router calls, resolved together from the instance's container. */
@injectable()
export class ReferralUseCases {
  constructor(
    @inject(GenerateReferralCode) readonly generate: GenerateReferralCode,
    @inject(ApplyReferral) readonly apply: ApplyReferral,
    @inject(GetReferralStats) readonly stats: GetReferralStats,
    @inject(GetTopReferrers) readonly top: GetTopReferrers,
  ) {}
}
