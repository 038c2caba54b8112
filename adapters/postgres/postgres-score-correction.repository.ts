import { inject, injectable } from 'inversify';
import type { Player } from '../../application/ports/player';
import type {
  ScoreCorrectionRepository,
  StoredScore,
} from '../../application/ports/score-correction.repository';
import { isAchievementType } from '../../domain/achievements/achievement-types';
import type { PlayStatus } from '../../domain/game/play-session';
import type { ScoreFigures } from '../../domain/scoring/score-correction';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface ScoreRow {
  id: string;
  game_date: string;
  user_id: string | null;
  guest_id: string | null;
  score: number;
  status: string;
  elapsed_seconds: number;
  mistakes: number;
  switches: number;
  is_demo: boolean;
  completed_at: Date;
  achievements: string[];
}

const playerOf = (row: ScoreRow): Player =>
  row.user_id !== null ? { kind: 'user', id: row.user_id } : { kind: 'guest', id: row.guest_id ?? '' };

@injectable()
export class PostgresScoreCorrectionRepository implements ScoreCorrectionRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async lock(id: string): Promise<StoredScore | null> {
    if (!isWellFormedId(id)) return null;
    const row: ScoreRow | undefined = await this.database
      .db()('game_scores')
      .where({ id })
      .forUpdate()
      .first();
    if (!row) return null;
    return {
      id: row.id,
      gameDate: row.game_date,
      player: playerOf(row),
      score: row.score,
      status: row.status as PlayStatus,
      elapsedSeconds: row.elapsed_seconds,
      mistakes: row.mistakes,
      switches: row.switches,
      isDemo: row.is_demo,
      completedAt: new Date(row.completed_at),
      achievements: row.achievements.filter(isAchievementType),
    };
  }

  async correct(score: StoredScore, figures: ScoreFigures): Promise<void> {
    const db = this.database.db();
    await db('game_scores')
      .where({ id: score.id })
      .update({ score: figures.score, status: figures.status, mistakes: figures.mistakes });
    if (score.player.kind !== 'user') return;
    await db('users')
      .where({ id: score.player.id })
      .update({
        is_cheater: db.raw(
          "exists (select 1 from game_scores s where s.user_id = users.id and s.status = 'cheater')",
        ),
      });
  }
}
