import { inject, injectable } from 'inversify';
import type { AchievementRepository, OwnedAchievement } from '../../application/ports/achievement.repository';
import { isAchievementType, type AchievementType } from '../../domain/achievements/achievement-types';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface Row {
  type: string;
  count: number;
}

const toOwned = (rows: Row[]): OwnedAchievement[] =>
  rows.flatMap((row) => (isAchievementType(row.type) ? [{ type: row.type, count: row.count }] : []));

@injectable()
export class PostgresAchievementRepository implements AchievementRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async owned(userId: string): Promise<OwnedAchievement[]> {
    return toOwned(
      await this.database.db()('player_achievements').where({ user_id: userId }).select('type', 'count'),
    );
  }

  async add(userId: string, types: readonly AchievementType[], earnedAt: Date): Promise<OwnedAchievement[]> {
    const distinct = [...new Set(types)];
    if (distinct.length === 0) return [];
    const rows: Row[] = await this.database
      .db()('player_achievements')
      .insert(
        distinct.map((type) => ({
          user_id: userId,
          type,
          count: 1,
          first_earned_at: earnedAt,
          last_earned_at: earnedAt,
        })),
      )
      .onConflict(['user_id', 'type'])
      .merge({
        count: this.database.db().raw('player_achievements.count + 1'),
        last_earned_at: earnedAt,
      })
      .returning(['type', 'count']);
    return toOwned(rows);
  }

  async remove(userId: string, types: readonly AchievementType[]): Promise<void> {
    const distinct = [...new Set(types)];
    if (distinct.length === 0) return;
    const owned = () =>
      this.database.db()('player_achievements').where({ user_id: userId }).whereIn('type', distinct);
    await owned().where('count', '<=', 1).delete();
    await owned().decrement('count', 1);
  }

  async recordForGame(userId: string, gameDate: string, types: readonly AchievementType[]): Promise<void> {
    await this.database
      .db()('game_scores')
      .where({ user_id: userId, game_date: gameDate })
      .update({ achievements: JSON.stringify(types) });
  }

  async ofGame(userId: string, gameDate: string): Promise<OwnedAchievement[]> {
    const rows: Row[] = await this.database
      .db()
      .select('owned.type', 'owned.count')
      .from('game_scores as score')
      .crossJoin(
        this.database
          .db()
          .raw('jsonb_array_elements_text(score.achievements) with ordinality as earned(type, n)'),
      )
      .join('player_achievements as owned', function () {
        this.on('owned.user_id', '=', 'score.user_id').andOn('owned.type', '=', 'earned.type');
      })
      .where({ 'score.user_id': userId, 'score.game_date': gameDate })
      .orderBy('earned.n');
    return toOwned(rows);
  }
}
