import type { Knex } from 'knex';
import type { PlayerScope } from '../../../application/ports/scoreboard.query';
import type { SortKey } from '../../../contracts/scoreboard.codec';
import type { KnexDatabase } from '../knex-database';

// What every scoreboard read shares: the scores that count, the published games with their number, and
// the scope of players a board shows.

export const SORT_COLUMN: Record<SortKey, string> = {
  performanceIndex: 'performance_index',
  gamesPlayed: 'games_played',
  winRate: 'win_rate',
  avgScore: 'avg_score',
  bestScore: 'best_score',
  combinedPoints: 'combined_points',
  currentStreak: 'current_streak',
  maxStreak: 'max_streak',
  lastPlayed: 'last_played',
};

/** The scores the scoreboards count: registered players' real games, not demo games. */
export const scoreboardScore = (alias: string): string =>
  `${alias}.user_id is not null and not ${alias}.is_demo`;
export const SCOREBOARD_SCORE = scoreboardScore('s');
export const PUBLISHED = "g.status = 'published'";
/** Who can stand on a podium (DESIGN 6): a score above 0 by a player not flagged as a cheater. */
export const podiumEligible = (score: string, user: string): string =>
  `${score}.score > 0 and not ${user}.is_cheater`;
/** A game's number: how many published games there are up to its date. */
export const SEQUENCE = `(select count(*) from games g2 where g2.status = 'published' and g2.game_date <= g.game_date)::int`;

export /** `column in (...)` limiting rows to the scope, with its bindings; 'true' for everyone. */
const scopeFilter = (scope: PlayerScope, column: string): { sql: string; bindings: Knex.RawBinding[] } => {
  switch (scope.kind) {
    case 'all':
      return { sql: 'true', bindings: [] };
    case 'following':
      return {
        sql: `(${column} = ? or ${column} in (select f.followed_id from follows f where f.user_id = ?))`,
        bindings: [scope.userId, scope.userId],
      };
    case 'group':
      return {
        sql: `${column} in (select m.user_id from group_members m where m.group_id = ?)`,
        bindings: [scope.groupId],
      };
  }
};

export interface SqlReader {
  rows<T>(sql: string, bindings: readonly Knex.RawBinding[]): Promise<T[]>;
  count(sql: string, bindings: readonly Knex.RawBinding[]): Promise<number>;
}

export const sqlReader = (database: KnexDatabase): SqlReader => {
  const rows = async <T>(sql: string, bindings: readonly Knex.RawBinding[]): Promise<T[]> =>
    (await database.db().raw<{ rows: T[] }>(sql, bindings)).rows;
  return {
    rows,
    count: async (sql, bindings) => Number((await rows<{ total: string }>(sql, bindings))[0]?.total ?? 0),
  };
};
