import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { DeleteAccountResponse } from '../../contracts/auth.codec';
import { ownDeletionRefusal } from '../../domain/permissions/last-admin';
import { appError, type AppError } from '../errors/app-error';
import { ACCOUNT_ERASER, type AccountEraser } from '../ports/account-eraser.port';
import { ADMIN_ROSTER, type AdminRoster } from '../ports/admin-roster.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';

/** The settings screen shows this text (its own translation of the code) to the last admin. */
const lastAdminAccount = () =>
  appError('LAST_ADMIN', 'You are the only admin: make another player an admin before deleting your account');

/**
 * Deletes the player and all their data for good, and says what went (the spec's deletedData). The last
 * admin cannot: the instance would have none until a restart made one (issue 30).
 */
@injectable()
export class DeleteAccount {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(ADMIN_ROSTER) private readonly admins: AdminRoster,
    @inject(ACCOUNT_ERASER) private readonly eraser: AccountEraser,
  ) {}

  execute(userId: string): Promise<E.Either<AppError, DeleteAccountResponse>> {
    return runEither(this.unitOfWork, async () => {
      if (ownDeletionRefusal(userId, await this.admins.lockAdmins())) return E.left(lastAdminAccount());
      return E.right({ message: 'Account deleted', deletedData: await this.eraser.erase(userId) });
    });
  }
}
