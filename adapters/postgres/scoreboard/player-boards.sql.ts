import type { Counted, PlayerScope, Window } from '../../../application/ports/scoreboard.query';
import type { PlayerRow, SortKey, SortOrder } from '../../../contracts/scoreboard.codec';
import { scopeFilter, SORT_COLUMN, type SqlReader } from './scoreboard-sql';

// The players tab, My list and group players: one page over the standings' sort indexes (migration 004).

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

export async function players(
  sql: SqlReader,
  input: {
    scope: PlayerScope;
    sortBy: SortKey;
    sortOrder: SortOrder;
    window: Window;
    viewerId: string;
    minGames: number;
  },
): Promise<Counted<PlayerRow>> {
  const column = SORT_COLUMN[input.sortBy];
  const direction = input.sortOrder === 'asc' ? 'asc' : 'desc';
  const scope = scopeFilter(input.scope, 'st.user_id');
  // The page's ids come from the sort index alone (an index-only scan that stops after the page); only
  // then are the rows and their users read. The count is a separate index-only scan.
  const rows = await sql.rows<PlayerSqlRow>(
    `with page as (
       select st.user_id from standings st
       where st.games_played >= ? and ${scope.sql}
       order by st.${column} ${direction}, st.user_id ${direction}
       limit ? offset ?
     )
     select st.*, u.username, u.is_cheater, u.is_permanently_ad_free
     from page join standings st on st.user_id = page.user_id join users u on u.id = page.user_id
     order by st.${column} ${direction}, st.user_id ${direction}`,
    [input.minGames, ...scope.bindings, input.window.limit, input.window.offset],
  );
  const total = await sql.count(
    `select count(*) as total from standings st where st.games_played >= ? and ${scope.sql}`,
    [input.minGames, ...scope.bindings],
  );
  return {
    total,
    rows: rows.map((row, i) => ({
      position: input.window.offset + i + 1,
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
