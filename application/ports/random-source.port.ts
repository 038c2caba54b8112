/** Identifiers and unguessable tokens. Behind a port so tests can make them predictable. */
export interface RandomSource {
  /** A new unique id (UUID v4). */
  uuid(): string;
  /** `bytes` random bytes as a URL-safe base64 string, for tokens and generated passwords. */
  token(bytes: number): string;
  /** A number in [0, 1), for shuffles (the published grid layout). */
  fraction(): number;
}

export const RANDOM_SOURCE = Symbol.for('RandomSource');
