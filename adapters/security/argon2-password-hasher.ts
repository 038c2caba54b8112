import argon2 from 'argon2';
import type { PasswordHasher } from '../../application/ports/password-hasher.port';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  // Hashed once, lazily: verifying against it costs what a real verification costs.
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async verifyNothing(password: string): Promise<void> {
    this.decoy ??= argon2.hash('decoy password that matches nothing', OPTIONS);
    await this.verify(await this.decoy, password);
  }
}
