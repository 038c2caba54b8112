import type { RandomSource } from '../ports/random-source.port';

/**
 * A password nobody chose, shown once (the bootstrap admin's, an admin's reset): 16 random characters
 * plus one of each class the password rules ask for, so that it would pass them too.
 */
export const temporaryPassword = (random: RandomSource): string => `${random.token(12)}Aa1!`;
