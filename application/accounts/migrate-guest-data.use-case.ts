import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateGuestId } from '../../domain/game/guest-id';
import { fromRule, type AppError } from '../errors/app-error';
import {
  GUEST_DATA_TRANSFER,
  type GuestDataTransfer,
  type MovedGuestData,
} from '../ports/guest-data-transfer.port';
import type { User } from '../ports/user.repository';
import { forbidden } from './account-errors';

export type GuestDataKind = 'score' | 'combination' | 'session';

const COUNTED: Record<GuestDataKind, keyof MovedGuestData> = {
  score: 'scores',
  combination: 'combinations',
  session: 'sessions',
};

/**
 * Moves a guest's games to the account after login or registration (DESIGN 5), into the caller's own
 * account only. The browser makes three calls (scores, combinations, sessions); a game's parts belong
 * together, so the first call moves all of them and answers how many of its kind moved; the others find
 * nothing left.
 */
@injectable()
export class MigrateGuestData {
  constructor(@inject(GUEST_DATA_TRANSFER) private readonly transfer: GuestDataTransfer) {}

  async execute(
    caller: User,
    input: { guestId: string; userId: string },
    kind: GuestDataKind,
  ): Promise<E.Either<AppError, { migrated: number }>> {
    const guest = validateGuestId(input.guestId);
    if (E.isLeft(guest)) return E.left(fromRule(guest.left));
    if (input.userId !== caller.id)
      return E.left(forbidden('You can only move guest data into your own account'));
    const moved = await this.transfer.moveToUser(guest.right, caller.id);
    return E.right({ migrated: moved[COUNTED[kind]] });
  }
}
