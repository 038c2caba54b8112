import type { ComponentType } from 'react';
import {
  achievementInfo,
  isAchievementType,
  type AchievementFamily,
} from '../../../../../domain/achievements/achievement-types';
import { BulbIcon, CheckIcon, CrossIcon, SwitchIcon } from '../../../components/ui/icons';
import type { IconProps } from '../../../components/ui/icon-base';
import { GiftIcon } from '../../../components/ui/account-icons';
import {
  BoltIcon,
  BrainIcon,
  FlameIcon,
  GridIcon,
  HourglassIcon,
  MedalIcon,
  PulseIcon,
  StarIcon,
  TargetIcon,
  TrendDownIcon,
} from './achievement-icons';

/** The colour of a badge: a medal's metal, or one of the game's category colours. */
export type AchievementTone = 'gold' | 'silver' | 'bronze' | 1 | 2 | 3 | 4 | 5;

export interface AchievementLook {
  readonly Icon: ComponentType<IconProps>;
  readonly tone: AchievementTone;
}

const LOOKS: Record<AchievementFamily, AchievementLook> = {
  PODIUM_FIRST: { Icon: MedalIcon, tone: 'gold' },
  PODIUM_SECOND: { Icon: MedalIcon, tone: 'silver' },
  PODIUM_THIRD: { Icon: MedalIcon, tone: 'bronze' },
  CLOSE_CALL: { Icon: PulseIcon, tone: 5 },
  SMOOTH_BRAIN: { Icon: BrainIcon, tone: 4 },
  PERFECT_GAME: { Icon: TargetIcon, tone: 2 },
  NO_SWITCHES: { Icon: CheckIcon, tone: 2 },
  SWITCHES_5_LOSE: { Icon: SwitchIcon, tone: 5 },
  SWITCHES_5_WIN: { Icon: SwitchIcon, tone: 3 },
  SCORE: { Icon: StarIcon, tone: 1 },
  TIME: { Icon: BoltIcon, tone: 3 },
  GAMES: { Icon: GridIcon, tone: 3 },
  MISTAKES: { Icon: CrossIcon, tone: 5 },
  STREAK: { Icon: FlameIcon, tone: 1 },
  LOSING_STREAK: { Icon: TrendDownIcon, tone: 4 },
  SPEED_LOSS: { Icon: HourglassIcon, tone: 4 },
  SUGGESTIONS: { Icon: BulbIcon, tone: 1 },
  INVITES: { Icon: GiftIcon, tone: 2 },
};

const UNKNOWN: AchievementLook = { Icon: StarIcon, tone: 3 };

export const achievementLook = (type: string): AchievementLook =>
  isAchievementType(type) ? LOOKS[achievementInfo(type).family] : UNKNOWN;
