/** One-way password hashing (argon2id in production; a fast fake in use-case tests). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of a verification without a stored hash, so that a login for an unknown username takes
   * as long as one with a wrong password and timing does not tell which usernames exist.
   */
  verifyNothing(password: string): Promise<void>;
}

export const PASSWORD_HASHER = Symbol.for('PasswordHasher');
