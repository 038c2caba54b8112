/** Requests of players who cannot reset their password by e-mail; admins see and resolve them. */
export interface PasswordResetRequestRepository {
  /** Opens a request unless the user already has an open one. */
  open(id: string, userId: string): Promise<void>;
}

export const PASSWORD_RESET_REQUEST_REPOSITORY = Symbol.for('PasswordResetRequestRepository');
