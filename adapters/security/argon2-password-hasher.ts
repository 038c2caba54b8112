import { hash, verify, type Options } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/ports/password-hasher.port';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 lane. The algorithm is written as its
// number: the package declares it as a const enum, which has no value at run time.
const ARGON2ID = 2;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2id through @node-rs/argon2, which ships a prebuilt binary per platform (no compiler at install).
 * Its hashes are the standard PHC strings, so the ones stored by the earlier `argon2` package verify as they are.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  // Hashed once, lazily: verifying against it costs what a real verification costs.
  private decoy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  async verifyNothing(password: string): Promise<void> {
    this.decoy ??= hash('decoy password that matches nothing', OPTIONS);
    await this.verify(await this.decoy, password);
  }
}
