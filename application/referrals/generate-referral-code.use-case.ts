import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ReferralCodeAnswer } from '../../contracts/social.codec';
import { userNotFound } from '../accounts/account-errors';
import type { AppError } from '../errors/app-error';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { REFERRAL_REPOSITORY, type ReferralRepository } from '../ports/referral.repository';

// Codes are read aloud and typed from phones: letters and digits without the look-alikes 0/O and 1/I.
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
// 32^8 codes: a clash is rare, a run of them means something else is wrong.
const MAX_ATTEMPTS = 5;

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
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      if (await this.referrals.assignCode(userId, this.newCode())) {
        // A parallel call may have assigned its code first: the stored one is the answer.
        const stored = await this.referrals.codeOf(userId);
        return stored ? E.right({ referralCode: stored }) : E.left(userNotFound());
      }
    }
    throw new Error(`No free referral code after ${MAX_ATTEMPTS} attempts`);
  }

  private newCode(): string {
    return Array.from(
      { length: REFERRAL_CODE_LENGTH },
      () => REFERRAL_CODE_ALPHABET[Math.floor(this.random.fraction() * REFERRAL_CODE_ALPHABET.length)],
    ).join('');
  }
}
