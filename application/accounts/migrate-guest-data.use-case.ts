import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateGuestId } from '../../domain/game/guest-id';
import { fromRule, type AppError } from '../errors/app-error';
import {
  GUEST_DATA_TRANSFER,
  type GuestDataTransfer,
  type MovedGuestData,
} from '../ports/guest-data-transfer.port';
import { SCORE_EFFECTS, type ScoreEffects } from '../ports/score-effects.port';
import { UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import type { User } from '../ports/user.repository';
import { forbidden } from './account-errors';

export type GuestDataKind = 'score' | 'combination' | 'session';

const COUNTED: Record<GuestDataKind, keyof Omit<MovedGuestData, 'results'>> = {
  score: 'scores',
  combination: 'combinations',
  session: 'sessions',
};

/**
 * Moves a guest's games to the account after login or registration (DESIGN 5), into the caller's own
 * account only. The browser makes three calls (scores, combinations, sessions); a game's parts belong
 * together, so the first call moves all of them and answers how many of its kind moved; the others find
 * nothing left.
 *
 * The moved games count as if the player had played them signed in: each moved result goes through the
 * same score effects as a game ending (standings, streaks, achievements), in the transaction that moves
 * it. Only what this very call moved is counted, and the transfer moves a date once (the account's row is
 * locked and a date the account has is never taken), so a repeat or a parallel call counts nothing twice.
 */
@injectable()
export class MigrateGuestData {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(GUEST_DATA_TRANSFER) private readonly transfer: GuestDataTransfer,
    @inject(SCORE_EFFECTS) private readonly effects: ScoreEffects,
  ) {}

  async execute(
    caller: User,
    input: { guestId: string; userId: string },
    kind: GuestDataKind,
  ): Promise<E.Either<AppError, { migrated: number }>> {
    const guest = validateGuestId(input.guestId);
    if (E.isLeft(guest)) return E.left(fromRule(guest.left));
    if (input.userId !== caller.id)
      return E.left(forbidden('You can only move guest data into your own account'));
    const moved = await this.unitOfWork.run(async () => {
      const moved = await this.transfer.moveToUser(guest.right, caller.id);
      // Oldest first, the order the games were played in: each game's achievements are its own.
      for (const result of moved.results) await this.effects.afterScore(result);
      return moved;
    });
    return E.right({ migrated: moved[COUNTED[kind]] });
  }
}
