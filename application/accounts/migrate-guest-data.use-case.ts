import * as E from 'fp-ts/Either';
import { injectable } from 'inversify';
import { validateGuestId } from '../../domain/game/guest-id';
import { fromRule, type AppError } from '../errors/app-error';
import type { User } from '../ports/user.repository';
import { forbidden } from './account-errors';

export type GuestDataKind = 'score' | 'combination' | 'session';

/**
 * Moves a guest's games to the account after login or registration (DESIGN 5). A player may migrate only
 * into their own account. Guests have no stored games before the gameplay feature lands, so there is
 * nothing to move yet: the calls are checked and answer how much moved (none).
 */
@injectable()
export class MigrateGuestData {
  async execute(
    caller: User,
    input: { guestId: string; userId: string },
    _kind: GuestDataKind,
  ): Promise<E.Either<AppError, { migrated: number }>> {
    const guest = validateGuestId(input.guestId);
    if (E.isLeft(guest)) return E.left(fromRule(guest.left));
    if (input.userId !== caller.id)
      return E.left(forbidden('You can only move guest data into your own account'));
    return E.right({ migrated: 0 });
  }
}
