import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ReferralCodeAnswer } from '../../contracts/social.codec';
import { userNotFound } from '../accounts/account-errors';
import type { AppError } from '../errors/app-error';
import { MAX_CODE_ATTEMPTS, readableCode } from '../codes/readable-code';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { REFERRAL_REPOSITORY, type ReferralRepository } from '../ports/referral.repository';

export const REFERRAL_CODE_LENGTH = 8;

/** The caller's referral code: made on the first call, the same one on every later call. */
@injectable()
export class GenerateReferralCode {
  constructor(
    @inject(REFERRAL_REPOSITORY) private readonly referrals: ReferralRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
  ) {}

  async execute(userId: string): Promise<E.Either<AppError, ReferralCodeAnswer>> {
    const existing = await this.referrals.codeOf(userId);
    if (existing) return E.right({ referralCode: existing });
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      if (await this.referrals.assignCode(userId, readableCode(this.random, REFERRAL_CODE_LENGTH))) {
        // A parallel call may have assigned its code first: the stored one is the answer.
        const stored = await this.referrals.codeOf(userId);
        return stored ? E.right({ referralCode: stored }) : E.left(userNotFound());
      }
    }
    throw new Error(`No free referral code after ${MAX_CODE_ATTEMPTS} attempts`);
  }
}
