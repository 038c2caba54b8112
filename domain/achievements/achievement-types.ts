import { TIERED_FAMILIES, type TieredFamily } from './achievement-tiers';

export const PODIUM_ACHIEVEMENTS = ['PODIUM_FIRST', 'PODIUM_SECOND', 'PODIUM_THIRD'] as const;
export const SINGLE_ACHIEVEMENTS = [
  'CLOSE_CALL',
  'SMOOTH_BRAIN',
  'PERFECT_GAME',
  'NO_SWITCHES',
  'SWITCHES_5_LOSE',
  'SWITCHES_5_WIN',
] as const;

export type PodiumAchievement = (typeof PODIUM_ACHIEVEMENTS)[number];
export type SingleAchievement = (typeof SINGLE_ACHIEVEMENTS)[number];
export type TieredAchievement = {
  [F in TieredFamily]: `${F}_${(typeof TIERED_FAMILIES)[F][number]}`;
}[TieredFamily];
export type AchievementType = PodiumAchievement | SingleAchievement | TieredAchievement;

export type AchievementFamily = PodiumAchievement | SingleAchievement | TieredFamily;

export interface AchievementInfo {
  readonly type: AchievementType;
  readonly family: AchievementFamily;
  /** The threshold of a tiered family; null for podiums and single achievements. */
  readonly tier: number | null;
}

export const tieredType = <F extends TieredFamily>(family: F, tier: (typeof TIERED_FAMILIES)[F][number]) =>
  `${family}_${tier}` as TieredAchievement;

const single = (type: PodiumAchievement | SingleAchievement): AchievementInfo => ({
  type,
  family: type,
  tier: null,
});

/** The catalogue in display order: podiums, the spec's singles, then each family's tiers. */
export const ACHIEVEMENT_CATALOG: readonly AchievementInfo[] = [
  ...PODIUM_ACHIEVEMENTS.map(single),
  ...SINGLE_ACHIEVEMENTS.map(single),
  ...(Object.keys(TIERED_FAMILIES) as TieredFamily[]).flatMap((family) =>
    TIERED_FAMILIES[family].map((tier): AchievementInfo => ({
      type: tieredType(family, tier),
      family,
      tier,
    })),
  ),
];

export const ALL_ACHIEVEMENT_TYPES: readonly AchievementType[] = ACHIEVEMENT_CATALOG.map((info) => info.type);

const INFO_BY_TYPE = new Map(ACHIEVEMENT_CATALOG.map((info) => [info.type as string, info]));

export const isAchievementType = (value: unknown): value is AchievementType =>
  typeof value === 'string' && INFO_BY_TYPE.has(value);

/** Looked up rather than parsed: `LOSING_STREAK_3` must never read as family `STREAK`. */
export const achievementInfo = (type: AchievementType): AchievementInfo =>
  INFO_BY_TYPE.get(type) as AchievementInfo;

export const catalogOrder = (type: AchievementType): number => ALL_ACHIEVEMENT_TYPES.indexOf(type);
