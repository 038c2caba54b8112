/** Tokens of the composition root: adapter objects that only config/ wires together. */
export const SIGNING_SECRET = Symbol.for('SigningSecret');
