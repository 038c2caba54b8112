import type { Counted, Window } from '../../../application/ports/scoreboard.query';
import type { OwnScoreRow, PreviousDay } from '../../../contracts/scoreboard.codec';
import type { GameDate } from '../../../domain/game/game-date';
import type { GameStatus } from '../../../domain/scoring/game-status';
import { PUBLISHED, SEQUENCE, type SqlReader } from './scoreboard-sql';

// A player's own games (history with positions) and the past dates they did or did not play.

export async function ownScores(
  sql: SqlReader,
  userId: string,
  today: GameDate,
  window: Window,
): Promise<Counted<OwnScoreRow>> {
  const rows = await sql.rows<{
    game_date: string;
    title: string | null;
    sequence_number: number;
    score: number;
    status: GameStatus;
    elapsed_seconds: number;
    mistakes: number;
    switches: number;
    position: string;
  }>(
    `select s.game_date, g.title, ${SEQUENCE} as sequence_number, s.score, s.status, s.elapsed_seconds,
            s.mistakes, s.switches,
            1 + (select count(*) from game_scores o
                 where o.game_date = s.game_date and o.user_id is not null and not o.is_demo and o.score > s.score)
              as position
     from game_scores s join games g on g.game_date = s.game_date
     where s.user_id = ? and not s.is_demo and s.game_date <= ?
     order by s.game_date desc limit ? offset ?`,
    [userId, today, window.limit, window.offset],
  );
  const total = await sql.count(
    'select count(*) as total from game_scores s where s.user_id = ? and not s.is_demo and s.game_date <= ?',
    [userId, today],
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

export async function previousDays(
  sql: SqlReader,
  input: {
    userId: string;
    today: GameDate;
    window: Window;
    unplayedOnly: boolean;
  },
): Promise<Counted<PreviousDay>> {
  const unplayed = input.unplayedOnly ? 'and s.game_date is null' : '';
  const rows = await sql.rows<{
    game_date: string;
    title: string | null;
    sequence_number: number;
    score: number | null;
    status: GameStatus | null;
  }>(
    `select g.game_date, g.title, ${SEQUENCE} as sequence_number, s.score, s.status
     from games g left join game_scores s on s.game_date = g.game_date and s.user_id = ?
     where ${PUBLISHED} and g.game_date < ? ${unplayed}
     order by g.game_date desc limit ? offset ?`,
    [input.userId, input.today, input.window.limit, input.window.offset],
  );
  const total = await sql.count(
    `select count(*) as total from games g left join game_scores s on s.game_date = g.game_date and s.user_id = ?
               where ${PUBLISHED} and g.game_date < ? ${unplayed}`,
    [input.userId, input.today],
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
