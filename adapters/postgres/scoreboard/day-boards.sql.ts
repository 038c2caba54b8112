import type { Counted, PlayerScope, Window } from '../../../application/ports/scoreboard.query';
import type { DayScoreRow, DaySummary, TodayHighScore } from '../../../contracts/scoreboard.codec';
import type { GameDate } from '../../../domain/game/game-date';
import type { GameStatus } from '../../../domain/scoring/game-status';
import { isPodiumPlace, PODIUM_PLACES, type PodiumPlace } from '../../../domain/achievements/podium';
import {
  podiumEligible,
  PUBLISHED,
  SCOREBOARD_SCORE,
  scoreboardScore,
  SEQUENCE,
  scopeFilter,
  type SqlReader,
} from './scoreboard-sql';

// The days tab, a date's ranking and today's best score, over game_scores_day (date, score desc).

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
  podium_place: string | null;
}

const podiumPlaceOf = (counted: string | null): PodiumPlace | null => {
  const place = counted === null ? NaN : Number(counted);
  return isPodiumPlace(place) ? place : null;
};

export async function days(
  sql: SqlReader,
  input: {
    scope: PlayerScope;
    today: GameDate;
    window: Window;
    viewerId: string;
  },
): Promise<Counted<DaySummary>> {
  const scope = scopeFilter(input.scope, 's.user_id');
  // The top score and its player leave flagged cheaters out, like today's high score and the podium.
  const rows = await sql.rows<{
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
       where s.game_date = page.game_date and ${SCOREBOARD_SCORE} and ${scope.sql}
         and ${podiumEligible('s', 'u')}
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
  const total = await sql.count(
    `select count(*) as total from games g where ${PUBLISHED} and g.game_date <= ?`,
    [input.today],
  );
  return {
    total,
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

export async function dayScores(
  sql: SqlReader,
  input: {
    scope: PlayerScope;
    gameDate: GameDate;
    window: Window;
    viewerId: string;
  },
): Promise<(Counted<DayScoreRow> & { title: string | null; sequenceNumber: number }) | null> {
  const [game] = await sql.rows<{ title: string | null; sequence_number: number }>(
    `select g.title, ${SEQUENCE} as sequence_number from games g where ${PUBLISHED} and g.game_date = ?`,
    [input.gameDate],
  );
  if (!game) return null;
  const scope = scopeFilter(input.scope, 's.user_id');
  const others = scopeFilter(input.scope, 'o.user_id');
  // The page comes first, in the order of game_scores_day; a position is 1 + the scores above it, so
  // equal scores share it, and only the page's rows are ranked.
  const rows = await sql.rows<DayScoreSqlRow>(
    `with page as (
       select s.user_id, s.score, s.status, s.elapsed_seconds, s.mistakes, s.switches, s.completed_at
       from game_scores s
       where s.game_date = ? and ${SCOREBOARD_SCORE} and ${scope.sql}
       order by s.score desc, s.elapsed_seconds, s.completed_at, s.user_id
       limit ? offset ?
     )
     select page.*, u.username, u.is_cheater, u.is_permanently_ad_free,
            1 + (select count(*) from game_scores o
                 where o.game_date = ? and ${scoreboardScore('o')} and ${others.sql}
                   and o.score > page.score) as position,
            -- The podium's own ranking (flagged players and losses stand aside), counted only as far
            -- as it can matter: a fourth eligible score above means no place.
            case when ${podiumEligible('page', 'u')} then 1 + (
              select count(*) from (
                select 1 from game_scores o join users ou on ou.id = o.user_id
                where o.game_date = ? and ${scoreboardScore('o')} and ${others.sql}
                  and ${podiumEligible('o', 'ou')} and o.score > page.score
                limit ?
              ) above
            ) end as podium_place
     from page join users u on u.id = page.user_id
     order by page.score desc, page.elapsed_seconds, page.completed_at, page.user_id`,
    [
      input.gameDate,
      ...scope.bindings,
      input.window.limit,
      input.window.offset,
      input.gameDate,
      ...others.bindings,
      input.gameDate,
      ...others.bindings,
      PODIUM_PLACES,
    ],
  );
  const total = await sql.count(
    `select count(*) as total from game_scores s where s.game_date = ? and ${SCOREBOARD_SCORE} and ${scope.sql}`,
    [input.gameDate, ...scope.bindings],
  );
  return {
    title: game.title,
    sequenceNumber: game.sequence_number,
    total,
    rows: rows.map((row) => ({
      position: Number(row.position),
      podiumPlace: podiumPlaceOf(row.podium_place),
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

export async function highScore(sql: SqlReader, gameDate: GameDate): Promise<TodayHighScore> {
  const [row] = await sql.rows<{ score: number | null; username: string | null; total: string }>(
    `select top.score, top.username, (select count(*) from game_scores s where s.game_date = ? and ${SCOREBOARD_SCORE}) as total
     from (select 1) one left join lateral (
       select s.score, u.username from game_scores s join users u on u.id = s.user_id
       where s.game_date = ? and ${SCOREBOARD_SCORE} and ${podiumEligible('s', 'u')}
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
