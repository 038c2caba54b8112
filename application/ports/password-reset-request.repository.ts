import type { ResetRequestView } from '../../contracts/manage-users.codec';

/** Requests of players who cannot reset their password by e-mail; admins see and resolve them. */
export interface PasswordResetRequestRepository {
  /** Opens a request unless the user already has an open one. */
  open(id: string, userId: string): Promise<void>;
  /** The open requests, oldest first. */
  listOpen(): Promise<ResetRequestView[]>;
  /** Closes the user's open requests; answers how many. */
  resolve(userId: string, now: Date): Promise<number>;
}

export const PASSWORD_RESET_REQUEST_REPOSITORY = Symbol.for('PasswordResetRequestRepository');
