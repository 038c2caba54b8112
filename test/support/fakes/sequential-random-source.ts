import { createHash } from 'node:crypto';
import type { RandomSource } from '../../../application/ports/random-source.port';

/**
 * Predictable ids and tokens: uuid n is 00000000-0000-4000-8000-{n in 12 digits} (a valid v4 shape, so
 * PostgreSQL's uuid columns take it); token n is `bytes` bytes derived from n, base64url like the real one.
 */
export class SequentialRandomSource implements RandomSource {
  private uuids = 0;
  private tokens = 0;
  private fractions = 0;

  constructor(private readonly seed = 'sequential') {}

  uuid(): string {
    this.uuids += 1;
    return `00000000-0000-4000-8000-${String(this.uuids).padStart(12, '0')}`;
  }

  token(bytes: number): string {
    this.tokens += 1;
    let material = Buffer.alloc(0);
    for (let block = 0; material.length < bytes; block += 1) {
      const digest = createHash('sha256').update(`${this.seed}:${this.tokens}:${block}`).digest();
      material = Buffer.concat([material, digest]);
    }
    return material.subarray(0, bytes).toString('base64url');
  }

  /** A fixed walk through [0, 1), so shuffles are reproducible. */
  fraction(): number {
    this.fractions += 1;
    return (this.fractions * 0.618_033_988_75) % 1;
  }
}
