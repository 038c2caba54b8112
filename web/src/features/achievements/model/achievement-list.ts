import { viewAchievements, type AchievementView } from '../../../../../domain/achievements/achievement-view';

export interface OwnedAchievement {
  readonly type: string;
  readonly count: number;
}

export interface ShownAchievement extends OwnedAchievement {
  readonly showcased: boolean;
}

export interface AchievementList {
  readonly shown: readonly ShownAchievement[];
  /** Kinds the `top` view leaves out (what `more` would add); 0 in the other views. */
  readonly hidden: number;
}

/**
 * What the panel lists in a view: the domain's view, with the showcased achievements first (in the order
 * the player picked them, even when the view would collapse them away) and marked.
 */
export function arrangeAchievements(
  owned: readonly OwnedAchievement[],
  view: AchievementView,
  showcase: readonly string[],
): AchievementList {
  const showcased = showcase.flatMap((type) => owned.filter((entry) => entry.type === type).slice(0, 1));
  const isShowcased = (entry: OwnedAchievement) => showcase.includes(entry.type);
  const shown = [
    ...showcased.map((entry) => ({ ...entry, showcased: true })),
    ...viewAchievements(owned, view)
      .filter((entry) => !isShowcased(entry))
      .map((entry) => ({ ...entry, showcased: false })),
  ];
  const hidden =
    view === 'top'
      ? viewAchievements(owned, 'more').filter((entry) => !shown.some((s) => s.type === entry.type)).length
      : 0;
  return { shown, hidden };
}

/**
 * The panel's tabs: what was earned (the best tier of each kind, beside the nearest goals), every goal
 * left, and every tier earned. The earned tab is the domain's `top` view, opening up to `more`.
 */
export type PanelView = 'earned' | 'goals' | 'all';
export const PANEL_VIEWS: readonly PanelView[] = ['earned', 'goals', 'all'];

/** Kinds earned, each family once at its best tier, as the earned tab lists them; podiums apart. */
export const earnedKinds = (owned: readonly OwnedAchievement[]): number =>
  viewAchievements(owned, 'more').length;
