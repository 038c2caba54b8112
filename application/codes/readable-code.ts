import type { RandomSource } from '../ports/random-source.port';

// Codes are read aloud and typed from phones: letters and digits without the look-alikes 0/O and 1/I.
export const READABLE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

// 32^5 codes and more: a clash is rare, a run of them means something else is wrong.
export const MAX_CODE_ATTEMPTS = 5;

/** A new random code of `length` readable characters. */
export const readableCode = (random: RandomSource, length: number): string =>
  Array.from(
    { length },
    () => READABLE_CODE_ALPHABET[Math.floor(random.fraction() * READABLE_CODE_ALPHABET.length)],
  ).join('');
