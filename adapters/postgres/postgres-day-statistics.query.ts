import { inject, injectable } from 'inversify';
import type { DayStatisticsQuery, MistakeCount } from '../../application/ports/day-statistics.query';
import { CATEGORY_COUNT } from '../../domain/constants/scoring.constants';
import type { CategorySolveCounts } from '../../domain/standings/category-difficulty';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

@injectable()
export class PostgresDayStatisticsQuery implements DayStatisticsQuery {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async scores(gameDate: string): Promise<number[]> {
    const rows = await this.database
      .db()('game_scores')
      .where({ game_date: gameDate, is_demo: false })
      .whereNotNull('user_id')
      .whereNot({ status: 'cheater' })
      .orderBy('score')
      .pluck('score');
    return rows as number[];
  }

  async commonMistakes(gameDate: string, limit: number): Promise<MistakeCount[]> {
    const rows = await this.database
      .db()('attempted_categories')
      .where({ game_date: gameDate, was_correct: false })
      .groupBy('combination_key')
      .select(
        'combination_key',
        this.database.db().raw('count(*)::int as count'),
        this.database.db().raw('min(words::text) as words'),
      )
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'combination_key' }])
      .limit(limit);
    return rows.map((row) => ({ words: JSON.parse(row.words), count: row.count }));
  }

  async categorySolves(gameDate: string): Promise<CategorySolveCounts[]> {
    const db = this.database.db();
    const finished = db('game_sessions')
      .where({ game_date: gameDate })
      .whereNotIn('status', ['playing', 'cheater']);
    const totalPlayers = await countOf(finished.clone());
    const solves = await finished
      .clone()
      .joinRaw(
        'cross join lateral jsonb_array_elements_text(solved) with ordinality as solve(position, solve_order)',
      )
      .groupBy('solve.position')
      .select(
        db.raw('solve.position::int as position'),
        db.raw('count(*)::int as count'),
        db.raw('avg(solve.solve_order)::float as average'),
      );
    const byPosition = new Map(solves.map((row) => [row.position as number, row]));
    return [...Array(CATEGORY_COUNT).keys()].map((position) => ({
      position,
      successCount: byPosition.get(position)?.count ?? 0,
      totalPlayers,
      averageSolveOrder: byPosition.get(position)?.average ?? null,
    }));
  }
}
