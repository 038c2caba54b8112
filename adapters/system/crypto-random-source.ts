import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const FRACTION_STEPS = 2 ** 48 - 1;
import type { RandomSource } from '../../application/ports/random-source.port';

export class CryptoRandomSource implements RandomSource {
  uuid(): string {
    return randomUUID();
  }

  token(bytes: number): string {
    return randomBytes(bytes).toString('base64url');
  }

  fraction(): number {
    return randomInt(FRACTION_STEPS) / FRACTION_STEPS;
  }
}
