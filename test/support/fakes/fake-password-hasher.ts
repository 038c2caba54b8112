import type { PasswordHasher } from '../../../application/ports/password-hasher.port';

const reversed = (text: string) => [...text].reverse().join('');

/** Instant, and readable in a failing assertion: `fake$` and the password backwards. */
export class FakePasswordHasher implements PasswordHasher {
  /** Passwords handed to verifyNothing, in order: proof that an unknown username costs a verification too. */
  readonly verifiedNothing: string[] = [];
  /** How many real verifications ran. */
  verifications = 0;

  async hash(password: string): Promise<string> {
    return `fake$${reversed(password)}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    this.verifications += 1;
    return hash === `fake$${reversed(password)}`;
  }

  async verifyNothing(password: string): Promise<void> {
    this.verifiedNothing.push(password);
  }
}
