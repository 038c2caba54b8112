import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManagedScoreView, UserStandingView } from '../../contracts/manage-users.codec';
import type { EditScoreRequest } from '../../contracts/manage-scores.codec';
import { achievementKind } from '../../domain/achievements/unlocked-achievements';
import { gameAchievements } from '../../domain/achievements/game-achievements';
import type { AchievementType } from '../../domain/achievements/achievement-types';
import { correctedScore } from '../../domain/scoring/score-correction';
import type { PlayStatus } from '../../domain/game/play-session';
import { playerStanding } from '../../domain/standings/player-standing';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { ACHIEVEMENT_REPOSITORY, type AchievementRepository } from '../ports/achievement.repository';
import {
  SCORE_CORRECTION_REPOSITORY,
  type ScoreCorrectionRepository,
  type StoredScore,
} from '../ports/score-correction.repository';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { MilestoneAwards } from '../standings/milestone-awards';
import { StandingsDates } from '../standings/standings-calendar';
import { invalidUserInput, scoreNotFound } from '../users/user-administration-errors';
import { standingView } from '../users/standing-view';

export interface EditedScore {
  score: ManagedScoreView;
  standing: UserStandingView | null;
}

const without = (types: readonly AchievementType[], gone: readonly AchievementType[]) =>
  types.filter((type) => !gone.includes(type));

/**
 * PUT /manage/scores/{id}: an admin corrects a stored score. In the same transaction the player's
 * standing is computed again from their scores, the game's own achievements follow the corrected game
 * (those it no longer earns are taken back, new ones given), and milestones newly reached are added.
 * Milestones already owned stay: they were reached once, and a correction does not erase that.
 */
@injectable()
export class EditScore {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(SCORE_CORRECTION_REPOSITORY) private readonly scores: ScoreCorrectionRepository,
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
    @inject(ACHIEVEMENT_REPOSITORY) private readonly achievements: AchievementRepository,
    @inject(MilestoneAwards) private readonly milestones: MilestoneAwards,
    @inject(StandingsDates) private readonly dates: StandingsDates,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  execute(scoreId: string, change: EditScoreRequest, actor: Actor): Promise<E.Either<AppError, EditedScore>> {
    return runEither(this.unitOfWork, async () => {
      const stored = await this.scores.lock(scoreId);
      if (!stored) return E.left(scoreNotFound());
      const corrected = correctedScore(stored, change);
      if ('problem' in corrected)
        return E.left(invalidUserInput(corrected.problem.field, corrected.problem.message));
      const figures = corrected.figures;
      await this.scores.correct(stored, figures);
      const after: StoredScore = { ...stored, ...figures, status: figures.status as PlayStatus };
      const standing = await this.restand(stored, after);
      await this.audit.record({
        actor,
        action: 'score.edit',
        entity: 'score',
        entityId: stored.id,
        before: {
          player: stored.player,
          date: stored.gameDate,
          score: stored.score,
          status: stored.status,
          mistakes: stored.mistakes,
        },
        after: { player: stored.player, date: stored.gameDate, ...figures },
      });
      return E.right({ score: toView(after), standing: standing && standingView(standing) });
    });
  }

  private async restand(before: StoredScore, after: StoredScore) {
    if (before.player.kind !== 'user' || before.isDemo) return null;
    const userId = before.player.id;
    await this.standings.lock([userId]);
    const calendar = await this.dates.today();
    const results = (await this.standings.resultsOf([userId])).get(userId) ?? [];
    const standing = playerStanding(results, calendar);
    await this.standings.save([{ userId, standing }]);

    const perGame = (types: readonly AchievementType[]) =>
      types.filter((type) => achievementKind(type) === 'perGame');
    const had = perGame(before.achievements);
    const earns = gameAchievements(after);
    const lost = without(had, earns);
    const gained = without(earns, had);
    await this.achievements.remove(userId, lost);
    if (gained.length > 0) await this.achievements.add(userId, gained, after.completedAt);
    const reached = await this.milestones.award(userId, standing);
    const recorded = [
      ...without(before.achievements, lost),
      ...gained,
      ...reached.map((entry) => entry.type),
    ];
    await this.achievements.recordForGame(userId, before.gameDate, [...new Set(recorded)]);
    return standing;
  }
}

const toView = (score: StoredScore): ManagedScoreView => ({
  id: score.id,
  date: score.gameDate,
  score: score.score,
  status: score.status,
  elapsedSeconds: score.elapsedSeconds,
  mistakes: score.mistakes,
  switches: score.switches,
  completedAt: score.completedAt.toISOString(),
});
