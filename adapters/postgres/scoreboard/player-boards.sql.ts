import type { Counted, PlayerScope, Window } from '../../../application/ports/scoreboard.query';
import type { PlayerRow, SortKey, SortOrder } from '../../../contracts/scoreboard.codec';
import { scopeFilter, SORT_COLUMN, type SqlReader } from './scoreboard-sql';

// The players tab, My list and group players: one page of players with their standings.

interface PlayerSqlRow {
  user_id: string;
  username: string;
  games_played: number;
  win_rate: number;
  avg_score: number;
  best_score: number;
  combined_points: string;
  current_streak: number;
  max_streak: number;
  last_played: string | null;
  performance_index: number;
  is_cheater: boolean;
  is_permanently_ad_free: boolean;
}

type PlayersInput = {
  scope: PlayerScope;
  sortBy: SortKey;
  sortOrder: SortOrder;
  window: Window;
  viewerId: string;
  minGames: number;
};

const PLAYER_COLUMNS = `u.username, u.is_cheater, u.is_permanently_ad_free`;

/**
 * Everyone with enough games: the page's ids come from the sort index alone (an index-only scan that
 * stops after the page); only then are the rows and their users read. The count is a separate
 * index-only scan.
 */
async function wholeBoard(sql: SqlReader, input: PlayersInput, column: string, direction: string) {
  const rows = await sql.rows<PlayerSqlRow>(
    `with page as (
       select st.user_id from standings st
       where st.games_played >= ?
       order by st.${column} ${direction}, st.user_id ${direction}
       limit ? offset ?
     )
     select st.*, ${PLAYER_COLUMNS}
     from page join standings st on st.user_id = page.user_id join users u on u.id = page.user_id
     order by st.${column} ${direction}, st.user_id ${direction}`,
    [input.minGames, input.window.limit, input.window.offset],
  );
  const total = await sql.count(`select count(*) as total from standings st where st.games_played >= ?`, [
    input.minGames,
  ]);
  return { rows, total };
}

/**
 * A follow list or a group: a few hundred players at most, read from their users so that someone who
 * has not played yet is listed too, with zeros, after everyone who has (whatever the sort).
 */
async function scopedBoard(sql: SqlReader, input: PlayersInput, column: string, direction: string) {
  const scope = scopeFilter(input.scope, 'u.id');
  const key = column === 'last_played' ? `st.last_played` : `coalesce(st.${column}, 0)`;
  const scoped = `from users u left join standings st on st.user_id = u.id
     where ${scope.sql} and coalesce(st.games_played, 0) >= ?`;
  const rows = await sql.rows<PlayerSqlRow>(
    `select u.id as user_id, ${PLAYER_COLUMNS},
       coalesce(st.games_played, 0) as games_played, coalesce(st.win_rate, 0) as win_rate,
       coalesce(st.avg_score, 0) as avg_score, coalesce(st.best_score, 0) as best_score,
       coalesce(st.combined_points, 0) as combined_points, coalesce(st.current_streak, 0) as current_streak,
       coalesce(st.max_streak, 0) as max_streak, st.last_played,
       coalesce(st.performance_index, 0) as performance_index
     ${scoped}
     order by coalesce(st.games_played, 0) = 0, ${key} ${direction} nulls last, u.id ${direction}
     limit ? offset ?`,
    [...scope.bindings, input.minGames, input.window.limit, input.window.offset],
  );
  const total = await sql.count(`select count(*) as total ${scoped}`, [...scope.bindings, input.minGames]);
  return { rows, total };
}

export async function players(sql: SqlReader, input: PlayersInput): Promise<Counted<PlayerRow>> {
  const column = SORT_COLUMN[input.sortBy];
  const direction = input.sortOrder === 'asc' ? 'asc' : 'desc';
  const { rows, total } =
    input.scope.kind === 'all'
      ? await wholeBoard(sql, input, column, direction)
      : await scopedBoard(sql, input, column, direction);
  return {
    total,
    rows: rows.map((row, i) => ({
      position: row.games_played > 0 ? input.window.offset + i + 1 : null,
      userId: row.user_id,
      username: row.username,
      gamesPlayed: row.games_played,
      winRate: row.win_rate,
      avgScore: row.avg_score,
      bestScore: row.best_score,
      combinedPoints: Number(row.combined_points),
      currentStreak: row.current_streak,
      maxStreak: row.max_streak,
      lastPlayed: row.last_played,
      performanceIndex: row.performance_index,
      isCheater: row.is_cheater,
      isSupporter: row.is_permanently_ad_free,
      isMe: row.user_id === input.viewerId,
    })),
  };
}
