import { randomBytes, randomUUID } from 'node:crypto';
import type { RandomSource } from '../../application/ports/random-source.port';

export class CryptoRandomSource implements RandomSource {
  uuid(): string {
    return randomUUID();
  }

  token(bytes: number): string {
    return randomBytes(bytes).toString('base64url');
  }
}
