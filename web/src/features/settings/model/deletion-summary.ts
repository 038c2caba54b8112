import type { TFunction } from 'i18next';
import type { DeletedDataKey } from '../../../../../contracts/auth.codec';

/**
 * The lines of the deletion summary, in players' words. The server counts its own kinds of data (one per
 * table); a player thinks of their account, results, achievements and follow lists. So: the kinds that held
 * something, each said as a phrase after "We deleted:"; the guesses are part of the games they were made in
 * (said with the game sessions), and a count the server could not give is left out rather than guessed.
 */
const SAID: readonly Exclude<DeletedDataKey, 'attemptedCategories'>[] = [
  'user',
  'gameScores',
  'gameSessions',
  'scoreboard',
  'playerAchievements',
  'personalLists',
  'followingRefs',
  'referrals',
];

export function deletionSummary(t: TFunction, deleted: Readonly<Record<DeletedDataKey, number>>): string[] {
  const counts: Readonly<Record<string, unknown>> = deleted;
  return SAID.flatMap((kind) => {
    const count = counts[kind];
    if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return [];
    return [t(`settings.delete.data.${kind}`, { count })];
  });
}
