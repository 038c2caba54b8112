import type { TieredFamily } from './achievement-tiers';
import { achievementInfo, catalogOrder, isAchievementType, type AchievementType } from './achievement-types';

/** Families shown by their best tier outside the `all` view (player spec 4), and which end is best. */
export const COLLAPSIBLE_FAMILIES: Readonly<Partial<Record<TieredFamily, 'highest' | 'lowest'>>> = {
  SCORE: 'highest',
  TIME: 'lowest',
  GAMES: 'highest',
  MISTAKES: 'highest',
  STREAK: 'highest',
  LOSING_STREAK: 'highest',
  SPEED_LOSS: 'lowest',
};

/**
 * The spec names three views without defining them: `top` is the first few of the collapsed list,
 * `more` the whole collapsed list, `all` every owned tier. Podiums appear in none; they are shown apart.
 */
export type AchievementView = 'top' | 'more' | 'all';
export const ACHIEVEMENT_TOP_VIEW_LIMIT = 6;

interface Owned {
  readonly type: string;
}

const known = <T extends Owned>(owned: readonly T[]) =>
  owned.flatMap((entry) =>
    isAchievementType(entry.type) ? [{ entry, info: achievementInfo(entry.type) }] : [],
  );

const isBetter = (candidate: number, current: number, best: 'highest' | 'lowest'): boolean =>
  best === 'highest' ? candidate > current : candidate < current;

/** Keeps the best tier of each collapsible family and everything else, in catalogue order. */
export const collapseToBestTiers = <T extends Owned>(owned: readonly T[]): T[] => {
  const bestOfFamily = new Map<string, { entry: T; tier: number }>();
  const kept: T[] = [];
  for (const { entry, info } of known(owned)) {
    const best = COLLAPSIBLE_FAMILIES[info.family as TieredFamily];
    if (best === undefined || info.tier === null) {
      kept.push(entry);
      continue;
    }
    const current = bestOfFamily.get(info.family);
    if (current === undefined || isBetter(info.tier, current.tier, best)) {
      bestOfFamily.set(info.family, { entry, tier: info.tier });
    }
  }
  return [...kept, ...[...bestOfFamily.values()].map(({ entry }) => entry)].sort(byCatalog);
};

const byCatalog = (a: Owned, b: Owned): number =>
  catalogOrder(a.type as AchievementType) - catalogOrder(b.type as AchievementType);

const isPodium = (entry: Owned): boolean => entry.type.startsWith('PODIUM_');

export const viewAchievements = <T extends Owned>(owned: readonly T[], view: AchievementView): T[] => {
  const shown = owned.filter((entry) => !isPodium(entry));
  if (view === 'all')
    return known(shown)
      .map(({ entry }) => entry)
      .sort(byCatalog);
  const collapsed = collapseToBestTiers(shown);
  return view === 'top' ? collapsed.slice(0, ACHIEVEMENT_TOP_VIEW_LIMIT) : collapsed;
};

export interface PodiumCounts {
  readonly first: number;
  readonly second: number;
  readonly third: number;
}

/** The podium line shown apart from the other achievements: gold, silver and bronze counts. */
export const podiumCounts = (
  owned: readonly { readonly type: string; readonly count: number }[],
): PodiumCounts => {
  const countOf = (type: string) =>
    owned.filter((entry) => entry.type === type).reduce((sum, e) => sum + e.count, 0);
  return { first: countOf('PODIUM_FIRST'), second: countOf('PODIUM_SECOND'), third: countOf('PODIUM_THIRD') };
};
