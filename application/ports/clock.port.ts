/** The server's clock. Every rule that depends on time gets it from here, so tests can freeze and move it. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol.for('Clock');
