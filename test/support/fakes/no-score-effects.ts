import type { OwnedAchievement } from '../../../application/ports/achievement.repository';
import type { ScoreEffects } from '../../../application/ports/score-effects.port';

/** Gameplay on its own: a stored score changes nothing else (the standings tests cover the effects). */
export class NoScoreEffects implements ScoreEffects {
  async afterScore(): Promise<OwnedAchievement[]> {
    return [];
  }

  async ofGame(): Promise<OwnedAchievement[]> {
    return [];
  }
}
