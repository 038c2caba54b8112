import { createHash } from 'node:crypto';

/** Secrets sent to people (link tokens, refresh-token ids) are stored only as this hash. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
