import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type { Counted, PlayerScope, ScoreboardQuery, Window } from '../../application/ports/scoreboard.query';
import type {
  DayScoreRow,
  DaySummary,
  OwnScoreRow,
  PlayerRow,
  PreviousDay,
  SortKey,
  SortOrder,
  TodayHighScore,
} from '../../contracts/scoreboard.codec';
import type { GameDate } from '../../domain/game/game-date';
import type { GameStatus } from '../../domain/scoring/game-status';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

// Every read here is one statement over an index: the standings' sort indexes (migration 004) for the
// players tab, game_scores_day for a date's scores, game_scores_user_dates for a player's own games.

const SORT_COLUMN: Record<SortKey, string> = {
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

const SCOREBOARD_SCORE = 's.user_id is not null and not s.is_demo';
const PUBLISHED = "g.status = 'published'";
const SEQUENCE = `(select count(*) from games g2 where g2.status = 'published' and g2.game_date <= g.game_date)::int`;

/** `column in (...)` limiting rows to the scope, with its bindings; empty for everyone. */
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

interface DayScoreSqlRow {
  user_id: string;
  username: string;
  score: number;
  status: GameStatus;
  elapsed_seconds: number;
  mistakes: number;
  switches: number;
  is_cheater: boolean;
  is_permanently_ad_free: boolean;
  position: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@injectable()
export class PostgresScoreboardQuery implements ScoreboardQuery {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private async rows<T>(sql: string, bindings: readonly Knex.RawBinding[]): Promise<T[]> {
    const { rows } = await this.database.db().raw<{ rows: T[] }>(sql, bindings);
    return rows;
  }

  async players(input: {
    scope: PlayerScope;
    sortBy: SortKey;
    sortOrder: SortOrder;
    window: Window;
    viewerId: string;
    minGames: number;
  }): Promise<Counted<PlayerRow>> {
    const column = SORT_COLUMN[input.sortBy];
    const direction = input.sortOrder === 'asc' ? 'asc' : 'desc';
    const scope = scopeFilter(input.scope, 'st.user_id');
    // The page's ids come from the sort index alone (an index-only scan that stops after the page); only
    // then are the rows and their users read. The count is a separate index-only scan.
    const rows = await this.rows<PlayerSqlRow>(
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
    const [count] = await this.rows<{ total: string }>(
      `select count(*) as total from standings st where st.games_played >= ? and ${scope.sql}`,
      [input.minGames, ...scope.bindings],
    );
    const total = Number(count?.total ?? 0);
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

  async days(input: {
    scope: PlayerScope;
    today: GameDate;
    window: Window;
    viewerId: string;
  }): Promise<Counted<DaySummary>> {
    const scope = scopeFilter(input.scope, 's.user_id');
    // The top score and its player leave flagged cheaters out, like today's high score and the podium.
    const rows = await this.rows<{
      game_date: string;
      title: string | null;
      sequence_number: number;
      total_players: string;
      wins: string;
      average_score: string | null;
      top_score: number | null;
      top_player: string | null;
      my_score: number | null;
    }>(
      `with page as (
         select g.game_date, g.title, ${SEQUENCE} as sequence_number
         from games g where ${PUBLISHED} and g.game_date <= ?
         order by g.game_date desc limit ? offset ?
       )
       select page.*, figures.*, top.top_score, top.top_player, mine.my_score
       from page
       cross join lateral (
         select count(*) as total_players, count(*) filter (where s.status = 'won') as wins,
                round(avg(s.score)) as average_score
         from game_scores s
         where s.game_date = page.game_date and ${SCOREBOARD_SCORE} and ${scope.sql}
       ) figures
       left join lateral (
         select s.score as top_score, u.username as top_player from game_scores s join users u on u.id = s.user_id
         where s.game_date = page.game_date and ${SCOREBOARD_SCORE} and ${scope.sql} and s.score > 0
           and not u.is_cheater
         order by s.score desc, s.elapsed_seconds, s.completed_at limit 1
       ) top on true
       left join lateral (
         select s.score as my_score from game_scores s
         where s.game_date = page.game_date and s.user_id = ? and not s.is_demo
       ) mine on true
       order by page.game_date desc`,
      [
        input.today,
        input.window.limit,
        input.window.offset,
        ...scope.bindings,
        ...scope.bindings,
        input.viewerId,
      ],
    );
    const [count] = await this.rows<{ total: string }>(
      `select count(*) as total from games g where ${PUBLISHED} and g.game_date <= ?`,
      [input.today],
    );
    return {
      total: Number(count?.total ?? 0),
      rows: rows.map((row) => ({
        gameDate: row.game_date,
        title: row.title,
        sequenceNumber: row.sequence_number,
        totalPlayers: Number(row.total_players),
        wins: Number(row.wins),
        averageScore: row.average_score === null ? 0 : Number(row.average_score),
        topScore: row.top_score,
        topPlayer: row.top_player,
        myScore: row.my_score,
      })),
    };
  }

  async dayScores(input: {
    scope: PlayerScope;
    gameDate: GameDate;
    window: Window;
    viewerId: string;
  }): Promise<(Counted<DayScoreRow> & { title: string | null; sequenceNumber: number }) | null> {
    const [game] = await this.rows<{ title: string | null; sequence_number: number }>(
      `select g.title, ${SEQUENCE} as sequence_number from games g where ${PUBLISHED} and g.game_date = ?`,
      [input.gameDate],
    );
    if (!game) return null;
    const scope = scopeFilter(input.scope, 's.user_id');
    const others = scopeFilter(input.scope, 'o.user_id');
    // The page comes first, in the order of game_scores_day; a position is 1 + the scores above it, so
    // equal scores share it, and only the page's rows are ranked.
    const rows = await this.rows<DayScoreSqlRow>(
      `with page as (
         select s.user_id, s.score, s.status, s.elapsed_seconds, s.mistakes, s.switches, s.completed_at
         from game_scores s
         where s.game_date = ? and ${SCOREBOARD_SCORE} and ${scope.sql}
         order by s.score desc, s.elapsed_seconds, s.completed_at, s.user_id
         limit ? offset ?
       )
       select page.*, u.username, u.is_cheater, u.is_permanently_ad_free,
              1 + (select count(*) from game_scores o
                   where o.game_date = ? and o.user_id is not null and not o.is_demo and ${others.sql}
                     and o.score > page.score) as position
       from page join users u on u.id = page.user_id
       order by page.score desc, page.elapsed_seconds, page.completed_at, page.user_id`,
      [
        input.gameDate,
        ...scope.bindings,
        input.window.limit,
        input.window.offset,
        input.gameDate,
        ...others.bindings,
      ],
    );
    const [count] = await this.rows<{ total: string }>(
      `select count(*) as total from game_scores s where s.game_date = ? and ${SCOREBOARD_SCORE} and ${scope.sql}`,
      [input.gameDate, ...scope.bindings],
    );
    const total = Number(count?.total ?? 0);
    return {
      title: game.title,
      sequenceNumber: game.sequence_number,
      total,
      rows: rows.map((row) => ({
        position: Number(row.position),
        userId: row.user_id,
        username: row.username,
        score: row.score,
        gameStatus: row.status,
        timeElapsed: row.elapsed_seconds,
        mistakes: row.mistakes,
        switches: row.switches,
        isCheater: row.is_cheater,
        isSupporter: row.is_permanently_ad_free,
        isMe: row.user_id === input.viewerId,
      })),
    };
  }

  async highScore(gameDate: GameDate): Promise<TodayHighScore> {
    const [row] = await this.rows<{ score: number | null; username: string | null; total: string }>(
      `select top.score, top.username, (select count(*) from game_scores s where s.game_date = ? and ${SCOREBOARD_SCORE}) as total
       from (select 1) one left join lateral (
         select s.score, u.username from game_scores s join users u on u.id = s.user_id
         where s.game_date = ? and ${SCOREBOARD_SCORE} and s.score > 0 and not u.is_cheater
         order by s.score desc, s.elapsed_seconds, s.completed_at limit 1
       ) top on true`,
      [gameDate, gameDate],
    );
    return {
      gameDate,
      highScore: row?.score ?? null,
      username: row?.username ?? null,
      totalPlayers: Number(row?.total ?? 0),
    };
  }

  async ownScores(userId: string, today: GameDate, window: Window): Promise<Counted<OwnScoreRow>> {
    const rows = await this.rows<{
      game_date: string;
      title: string | null;
      sequence_number: number;
      score: number;
      status: GameStatus;
      elapsed_seconds: number;
      mistakes: number;
      switches: number;
      position: string;
      total: string;
    }>(
      `select s.game_date, g.title, ${SEQUENCE} as sequence_number, s.score, s.status, s.elapsed_seconds,
              s.mistakes, s.switches, count(*) over () as total,
              1 + (select count(*) from game_scores o
                   where o.game_date = s.game_date and o.user_id is not null and not o.is_demo and o.score > s.score)
                as position
       from game_scores s join games g on g.game_date = s.game_date
       where s.user_id = ? and not s.is_demo and s.game_date <= ?
       order by s.game_date desc limit ? offset ?`,
      [userId, today, window.limit, window.offset],
    );
    const total =
      rows.length > 0
        ? Number(rows[0]!.total)
        : Number(
            (
              await this.rows<{ total: string }>(
                'select count(*) as total from game_scores s where s.user_id = ? and not s.is_demo and s.game_date <= ?',
                [userId, today],
              )
            )[0]?.total ?? 0,
          );
    return {
      total,
      rows: rows.map((row) => ({
        gameDate: row.game_date,
        title: row.title,
        sequenceNumber: row.sequence_number,
        score: row.score,
        gameStatus: row.status,
        timeElapsed: row.elapsed_seconds,
        mistakes: row.mistakes,
        switches: row.switches,
        position: Number(row.position),
      })),
    };
  }

  async previousDays(input: {
    userId: string;
    today: GameDate;
    window: Window;
    unplayedOnly: boolean;
  }): Promise<Counted<PreviousDay>> {
    const unplayed = input.unplayedOnly ? 'and s.game_date is null' : '';
    const rows = await this.rows<{
      game_date: string;
      title: string | null;
      sequence_number: number;
      score: number | null;
      status: GameStatus | null;
      total: string;
    }>(
      `select g.game_date, g.title, ${SEQUENCE} as sequence_number, s.score, s.status, count(*) over () as total
       from games g left join game_scores s on s.game_date = g.game_date and s.user_id = ?
       where ${PUBLISHED} and g.game_date < ? ${unplayed}
       order by g.game_date desc limit ? offset ?`,
      [input.userId, input.today, input.window.limit, input.window.offset],
    );
    const total =
      rows.length > 0
        ? Number(rows[0]!.total)
        : Number(
            (
              await this.rows<{ total: string }>(
                `select count(*) as total from games g left join game_scores s on s.game_date = g.game_date and s.user_id = ?
                 where ${PUBLISHED} and g.game_date < ? ${unplayed}`,
                [input.userId, input.today],
              )
            )[0]?.total ?? 0,
          );
    return {
      total,
      rows: rows.map((row) => ({
        gameDate: row.game_date,
        title: row.title,
        sequenceNumber: row.sequence_number,
        played: row.status !== null,
        score: row.score,
        gameStatus: row.status,
      })),
    };
  }

  async isGroupMember(groupId: string, userId: string): Promise<'member' | 'notMember' | 'noGroup'> {
    if (!UUID.test(groupId)) return 'noGroup';
    const [row] = await this.rows<{ is_member: boolean }>(
      `select exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ?) as is_member
       from groups g where g.id = ?`,
      [userId, groupId],
    );
    if (!row) return 'noGroup';
    return row.is_member ? 'member' : 'notMember';
  }

  async userExists(userId: string): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    return (await this.rows('select 1 from users where id = ?', [userId])).length > 0;
  }
}
