import type { ScoreboardPreferences } from '../../../../../contracts/scoreboard.codec';
import { DEFAULT_SORTING } from './sorting';

/** Spec 3: performance index, best first, everyone, no group. */
export const DEFAULT_PREFERENCES: ScoreboardPreferences = {
  ...DEFAULT_SORTING,
  filter: 'all',
  selectedGroupId: null,
};

/**
 * The group the groups filter ranks: the saved one while the player still belongs to it, else their
 * first group; null when they belong to none.
 */
export function effectiveGroupId(saved: string | null, groupIds: readonly string[]): string | null {
  if (saved !== null && groupIds.includes(saved)) return saved;
  return groupIds[0] ?? null;
}
