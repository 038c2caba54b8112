import type { TFunction } from 'i18next';
import {
  CLOSE_CALL_MAX_SCORE_EXCLUSIVE,
  SMOOTH_BRAIN_MIN_MISTAKES_EXCLUSIVE,
  SWITCHES_5,
} from '../../../../../domain/achievements/achievement-tiers';
import {
  achievementInfo,
  isAchievementType,
  type AchievementFamily,
  type AchievementType,
} from '../../../../../domain/achievements/achievement-types';
import { formatGameTime } from '../../../../../domain/formatting/game-time';
import type { AchievementGoal } from './next-goals';

export interface AchievementText {
  readonly name: string;
  readonly description: string;
}

/** The rule's number a single achievement's description names (the catalogue's, never a copy). */
const THRESHOLDS: Partial<Record<AchievementFamily, number>> = {
  CLOSE_CALL: CLOSE_CALL_MAX_SCORE_EXCLUSIVE,
  SMOOTH_BRAIN: SMOOTH_BRAIN_MIN_MISTAKES_EXCLUSIVE,
  SWITCHES_5_LOSE: SWITCHES_5,
  SWITCHES_5_WIN: SWITCHES_5,
};

/** Families whose tier is a number of seconds, shown as minutes:seconds. */
const TIMED: ReadonlySet<AchievementFamily> = new Set(['TIME', 'SPEED_LOSS']);

/**
 * An achievement's name and description in the UI language, made from its family's text and its tier,
 * so one text serves every tier. Null for a type this version does not know (a newer server's).
 */
export function achievementText(t: TFunction, language: string, type: string): AchievementText | null {
  if (!isAchievementType(type)) return null;
  const { family } = achievementInfo(type);
  const params = textParams(language, type);
  return {
    name: t(`achievements.types.${family}.name`, params),
    description: t(`achievements.types.${family}.description`, params),
  };
}

/** A goal's name (the achievement's own) and what to do to earn it, said as a task rather than a feat. */
export function goalText(t: TFunction, language: string, goal: AchievementGoal): AchievementText {
  const params = textParams(language, goal.type);
  return {
    name: t(`achievements.types.${goal.family}.name`, params),
    description: t(`achievements.goals.types.${goal.family}`, params),
  };
}

function textParams(language: string, type: AchievementType) {
  const { family, tier } = achievementInfo(type);
  return {
    tier: tier === null ? '' : new Intl.NumberFormat(language).format(tier),
    time: tier !== null && TIMED.has(family) ? formatGameTime(tier) : '',
    count: tier ?? 0,
    threshold: THRESHOLDS[family] ?? 0,
  };
}
