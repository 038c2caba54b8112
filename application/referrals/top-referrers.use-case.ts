import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { TopReferrersAnswer } from '../../contracts/social.codec';
import type { AppError } from '../errors/app-error';
import { REFERRAL_REPOSITORY, type ReferralRepository } from '../ports/referral.repository';

export const TOP_REFERRERS_LIMIT = 10;

/** The ten players who brought in the most players (at least one). */
@injectable()
export class GetTopReferrers {
  constructor(@inject(REFERRAL_REPOSITORY) private readonly referrals: ReferralRepository) {}

  async execute(): Promise<E.Either<AppError, TopReferrersAnswer>> {
    return E.right({ referrers: await this.referrals.topReferrers(TOP_REFERRERS_LIMIT) });
  }
}
