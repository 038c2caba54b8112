/** The owner of a referral code, as the apply answer names them. */
export interface Referrer {
  readonly id: string;
  readonly username: string;
}

/** One player who joined through a code: who, and when the code was applied. */
export interface ReferralEntry {
  readonly username: string;
  readonly joinedAt: Date;
}

export interface TopReferrer {
  readonly userId: string;
  readonly username: string;
  readonly referralCount: number;
}

/** Referral codes (one per player, unique whatever their case), who referred whom, and the reward's end. */
export interface ReferralRepository {
  /** The player's own code; null before one was generated. */
  codeOf(userId: string): Promise<string | null>;
  /**
   * Gives the player `code` unless they already have one (a parallel call may have won: the first code
   * stays). False when another player holds the code, compared case-insensitively.
   */
  assignCode(userId: string, code: string): Promise<boolean>;
  /** The owner of a code, whatever the case it was typed in. */
  ownerOf(code: string): Promise<Referrer | null>;
  /** A player is referred once: a second referral (even a parallel one) answers 'already_referred'. */
  record(referredId: string, referrerId: string, at: Date): Promise<'recorded' | 'already_referred'>;
  /**
   * The end of the player's ad-free time, their row locked until the transaction ends: rewards of one
   * referrer are granted one at a time, so none is lost and each count of referrals is exact.
   */
  lockAdFreeUntil(userId: string): Promise<Date | null>;
  setAdFreeUntil(userId: string, until: Date): Promise<void>;
  countReferrals(referrerId: string): Promise<number>;
  /** The players who joined through the referrer's code, newest first. */
  referralsOf(referrerId: string): Promise<ReferralEntry[]>;
  /** Players with at least one referral, most first; a tie goes to whoever reached the count first. */
  topReferrers(limit: number): Promise<TopReferrer[]>;
}

export const REFERRAL_REPOSITORY = Symbol.for('ReferralRepository');
