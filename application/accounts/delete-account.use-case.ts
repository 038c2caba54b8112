import { inject, injectable } from 'inversify';
import type { DeleteAccountResponse } from '../../contracts/auth.codec';
import { ACCOUNT_ERASER, type AccountEraser } from '../ports/account-eraser.port';

/** Deletes the player and all their data for good, and says what went (the spec's deletedData). */
@injectable()
export class DeleteAccount {
  constructor(@inject(ACCOUNT_ERASER) private readonly eraser: AccountEraser) {}

  async execute(userId: string): Promise<DeleteAccountResponse> {
    return { message: 'Account deleted', deletedData: await this.eraser.erase(userId) };
  }
}
