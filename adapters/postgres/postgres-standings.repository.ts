import { inject, injectable } from 'inversify';
import type { StandingsRepository, StoredStanding } from '../../application/ports/standings.repository';
import type { GameDate } from '../../domain/game/game-date';
import type { PlayerStanding, StandingResult } from '../../domain/standings/player-standing';
import type { GameStatus } from '../../domain/scoring/game-status';
import { PUBLISHED } from './scoreboard/scoreboard-sql';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

interface ResultRow {
  user_id: string;
  game_date: string;
  status: GameStatus;
  score: number;
  mistakes: number;
}

interface StandingRow {
  games_played: number;
  wins: number;
  win_rate: number;
  avg_score: number;
  best_score: number;
  combined_points: string | number;
  total_mistakes: number;
  current_streak: number;
  max_streak: number;
  losing_streak: number;
  last_played: string | null;
  performance_index: number;
  previous_performance_index: number;
}

const toRow = (userId: string, s: PlayerStanding, now: Date) => ({
  user_id: userId,
  games_played: s.gamesPlayed,
  wins: s.wins,
  win_rate: s.winRate,
  avg_score: s.avgScore,
  best_score: s.bestScore,
  combined_points: s.combinedPoints,
  total_mistakes: s.totalMistakes,
  current_streak: s.currentStreak,
  max_streak: s.maxStreak,
  losing_streak: s.losingStreak,
  last_played: s.lastPlayed,
  performance_index: s.performanceIndex,
  previous_performance_index: s.previousPerformanceIndex,
  updated_at: now,
});

const toStanding = (row: StandingRow): PlayerStanding => ({
  gamesPlayed: row.games_played,
  wins: row.wins,
  winRate: row.win_rate,
  avgScore: row.avg_score,
  bestScore: row.best_score,
  combinedPoints: Number(row.combined_points),
  totalMistakes: row.total_mistakes,
  currentStreak: row.current_streak,
  maxStreak: row.max_streak,
  losingStreak: row.losing_streak,
  lastPlayed: row.last_played,
  performanceIndex: row.performance_index,
  previousPerformanceIndex: row.previous_performance_index,
});

// A batch of upserted standings stays under PostgreSQL's 65,535 bound parameters (15 columns each).
const SAVE_CHUNK = 2_000;

@injectable()
export class PostgresStandingsRepository implements StandingsRepository {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  async gameDates(upTo: GameDate): Promise<GameDate[]> {
    const rows: { game_date: string }[] = await this.database
      .db()('games as g')
      .whereRaw(PUBLISHED)
      .andWhere('g.game_date', '<=', upTo)
      .orderBy('g.game_date')
      .select('g.game_date');
    return rows.map((row) => row.game_date);
  }

  async resultsOf(userIds: readonly string[]): Promise<Map<string, StandingResult[]>> {
    const byUser = new Map<string, StandingResult[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return byUser;
    const rows: ResultRow[] = await this.database
      .db()('game_scores')
      .whereIn('user_id', userIds)
      .andWhere('is_demo', false)
      .orderBy(['user_id', 'game_date'])
      .select('user_id', 'game_date', 'status', 'score', 'mistakes');
    for (const row of rows) {
      byUser.get(row.user_id)?.push({
        date: row.game_date,
        status: row.status,
        score: row.score,
        mistakes: row.mistakes,
      });
    }
    return byUser;
  }

  async lock(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const db = this.database.db();
    const sorted = [...userIds].sort(); // one lock order everywhere: two batches never deadlock
    await db('standings')
      .insert(sorted.map((user_id) => ({ user_id })))
      .onConflict('user_id')
      .ignore();
    await db('standings').whereIn('user_id', sorted).orderBy('user_id').forUpdate().select('user_id');
  }

  async save(standings: readonly StoredStanding[]): Promise<void> {
    const now = new Date();
    for (let i = 0; i < standings.length; i += SAVE_CHUNK) {
      const rows = standings.slice(i, i + SAVE_CHUNK).map((s) => toRow(s.userId, s.standing, now));
      await this.database.db()('standings').insert(rows).onConflict('user_id').merge();
      await this.copyGamesPlayed(rows.map((row) => [row.user_id, row.games_played]));
    }
  }

  /** The users list sorts by games played without a join: each save writes the figure beside the user too. */
  private async copyGamesPlayed(counts: readonly (readonly [string, number])[]): Promise<void> {
    const db = this.database.db();
    for (let i = 0; i < counts.length; i += SAVE_CHUNK) {
      const chunk = counts.slice(i, i + SAVE_CHUNK);
      await db.raw(
        `update users set games_played = v.games from (values ${chunk.map(() => '(?::uuid, ?::int)').join(', ')})
           as v(id, games) where users.id = v.id and users.games_played <> v.games`,
        chunk.flat(),
      );
    }
  }

  async find(userId: string): Promise<PlayerStanding | null> {
    const row: StandingRow | undefined = await this.database
      .db()('standings')
      .where({ user_id: userId })
      .first();
    return row ? toStanding(row) : null;
  }

  /**
   * Through the users, as `usersWithResults` pages them: one index probe per user is a fraction of a
   * second, where counting distinct players over every score took seconds before a rebuild could start.
   */
  async countUsersWithResults(): Promise<number> {
    const db = this.database.db();
    return countOf(
      db('users as u').whereExists(
        db('game_scores as s').whereRaw('s.user_id = u.id and not s.is_demo').select(db.raw('1')),
      ),
    );
  }

  async usersWithResults(after: string | null, limit: number): Promise<string[]> {
    // Through the users table (its primary key gives the order), keeping those with a scoreboard score.
    const db = this.database.db();
    const rows: { id: string }[] = await db('users as u')
      .where((q) => (after === null ? q : q.where('u.id', '>', after)))
      .whereExists(db('game_scores as s').whereRaw(`s.user_id = u.id and not s.is_demo`).select(db.raw('1')))
      .orderBy('u.id')
      .limit(limit)
      .select('u.id');
    return rows.map((row) => row.id);
  }

  async usersChangingWithTheDay(since: GameDate, after: string | null, limit: number): Promise<string[]> {
    const rows: { user_id: string }[] = await this.database
      .db()('standings')
      .where((q) => (after === null ? q : q.where('user_id', '>', after)))
      .andWhere((q) =>
        q
          .where('last_played', '>=', since)
          .orWhere('current_streak', '>', 0)
          .orWhere('losing_streak', '>', 0)
          .orWhere('performance_index', '>', 0)
          .orWhere('previous_performance_index', '>', 0),
      )
      .orderBy('user_id')
      .limit(limit)
      .select('user_id');
    return rows.map((row) => row.user_id);
  }

  async removeWithoutResults(): Promise<number> {
    const db = this.database.db();
    const removed: string[] = await db('standings as st')
      .whereNotExists(
        db('game_scores as s').whereRaw('s.user_id = st.user_id and not s.is_demo').select(db.raw('1')),
      )
      .delete()
      .returning('user_id')
      .then((rows: { user_id: string }[]) => rows.map((row) => row.user_id));
    await this.copyGamesPlayed(removed.map((userId) => [userId, 0]));
    return removed.length;
  }
}
