import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type {
  BucketCount,
  BucketRange,
  ControlPanelStatisticsQuery,
  DateRange,
  PageWindow,
  PlayBucket,
  RatingCount,
} from '../../application/ports/control-panel-statistics.query';
import type { CombinationRow, DailyPlayersRow, ReviewDayRow } from '../../contracts/manage-statistics.codec';
import { bucketStarts } from '../../domain/statistics/statistics-buckets';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { PlayRollup } from './statistics/play-rollup';

// What counts as a player's game: the predicate of the game_scores_day index (migration 006), so every
// count below is an index-only scan of it.
const COUNTED = 'user_id is not null and not is_demo';
const RATINGS = [1, 2, 3, 4, 5];

/** `and game_date >= ?` when the range has a start. */
const fromClause = (range: DateRange, column = 'game_date'): [string, unknown[]] =>
  range.from === null ? ['', []] : [`and ${column} >= ?`, [range.from]];

@injectable()
export class PostgresControlPanelStatisticsQuery implements ControlPanelStatisticsQuery {
  private readonly rollup: PlayRollup;

  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {
    this.rollup = new PlayRollup(database);
  }

  private db(): Knex | Knex.Transaction {
    return this.database.db();
  }

  private async rows<T>(sql: string, bindings: readonly unknown[]): Promise<T[]> {
    return (await this.db().raw<{ rows: T[] }>(sql, bindings as Knex.RawBinding[])).rows;
  }

  async activeSessions(since: Date): Promise<{ players: number; guests: number }> {
    const [row] = await this.rows<{ players: number; guests: number }>(
      `select count(user_id)::int as players, count(guest_id)::int as guests
       from game_sessions where status = 'playing' and start_time >= ?`,
      [since],
    );
    return row ?? { players: 0, guests: 0 };
  }

  async firstActivity(timeZone: string): Promise<string | null> {
    const [row] = await this.rows<{ first: string | null }>(
      `select least((select (min(created_at) at time zone ?)::date from users),
                    (select min(game_date) from game_scores where ${COUNTED})) as first`,
      [timeZone],
    );
    return row?.first ?? null;
  }

  async registrations(range: BucketRange, timeZone: string): Promise<BucketCount[]> {
    const local = 'created_at at time zone ?';
    const start = range.bucket === 'day' ? `(${local})::date` : `date_trunc('week', ${local})::date`;
    // The range's days begin and end at midnight in the instance's zone, as its game days do.
    return this.rows<BucketCount>(
      `select ${start} as start, count(*)::int as count
       from users
       where created_at >= (?::date)::timestamp at time zone ?
         and created_at < (?::date + 1)::timestamp at time zone ?
       group by 1`,
      [timeZone, range.from, timeZone, range.to, timeZone],
    );
  }

  async play(range: BucketRange): Promise<PlayBucket[]> {
    const figures = await this.rollup.figures(
      range.bucket,
      bucketStarts(range.bucket, range.from, range.to),
      range.to,
    );
    return figures.map(({ start, games, wins, players }) => ({ start, games, wins, players }));
  }

  async players(from: string): Promise<{ activePlayers: number; users: number }> {
    // last_played is the newest date of the player's games (kept by the score store), so "played since"
    // is one index range instead of a distinct count over every score of the period.
    const [row] = await this.rows<{ activePlayers: number; users: number }>(
      `select (select count(*) from users where last_played >= ?)::int as "activePlayers",
              (select count(*) from users)::int as users`,
      [from],
    );
    return row ?? { activePlayers: 0, users: 0 };
  }

  async dailyPlayers(
    range: DateRange,
    page: PageWindow,
  ): Promise<{ days: DailyPlayersRow[]; total: number }> {
    const dates = await this.playedDates(range);
    const shown = dates.slice(page.offset, page.offset + page.limit);
    const figures = new Map(
      (await this.rollup.figures('day', shown, range.to)).map((row) => [row.start, row]),
    );
    const days = shown.flatMap((date) => {
      const day = figures.get(date);
      if (!day || day.games === 0) return [];
      return [
        { date, players: day.players, wins: day.wins, averageScore: Math.round(day.scoreSum / day.games) },
      ];
    });
    return { days, total: dates.length };
  }

  /**
   * The dates with players' games, newest first, one index descent each (a loose index scan): a year of
   * dates costs a few hundred probes instead of a pass over every score.
   */
  private async playedDates(range: DateRange): Promise<string[]> {
    const [from, fromBindings] = fromClause(range);
    const rows = await this.rows<{ date: string }>(
      `with recursive dates(date) as (
         select (select max(game_date) from game_scores where ${COUNTED} and game_date <= ? ${from})
         union all
         select (select max(game_date) from game_scores where ${COUNTED} and game_date < dates.date ${from})
         from dates where dates.date is not null
       )
       select date from dates where date is not null`,
      [range.to, ...fromBindings, ...fromBindings],
    );
    return rows.map((row) => row.date);
  }

  async reviewDays(range: DateRange, page: PageWindow): Promise<{ days: ReviewDayRow[]; total: number }> {
    const [from, fromBindings] = fromClause(range);
    const where = `game_date <= ? ${from}`;
    const [days, [count]] = await Promise.all([
      this.rows<ReviewDayRow>(
        `select game_date as date, count(*)::int as reviews,
                round(avg(difficulty), 2)::float as "averageDifficulty", round(avg(fun_level), 2)::float as "averageFun"
         from game_reviews where ${where}
         group by game_date order by game_date desc limit ? offset ?`,
        [range.to, ...fromBindings, page.limit, page.offset],
      ),
      this.rows<{ total: number }>(
        `select count(distinct game_date)::int as total from game_reviews where ${where}`,
        [range.to, ...fromBindings],
      ),
    ]);
    return { days, total: count?.total ?? 0 };
  }

  async reviewRatings(range: DateRange): Promise<RatingCount[]> {
    const [from, fromBindings] = fromClause(range);
    const counts = RATINGS.flatMap((rating) => [
      `count(*) filter (where difficulty = ${rating})::int as d${rating}`,
      `count(*) filter (where fun_level = ${rating})::int as f${rating}`,
    ]);
    const [row] = await this.rows<Record<string, number>>(
      `select ${counts.join(', ')} from game_reviews where game_date <= ? ${from}`,
      [range.to, ...fromBindings],
    );
    return RATINGS.map((rating) => ({
      rating,
      difficulty: row?.[`d${rating}`] ?? 0,
      fun: row?.[`f${rating}`] ?? 0,
    })).filter((count) => count.difficulty + count.fun > 0);
  }

  async combinations(
    date: string,
    page: PageWindow,
  ): Promise<{ combinations: CombinationRow[]; total: number }> {
    // One pass over the date's tries (index only); the words as a player picked them (the key is their
    // trimmed, sorted join) are then read once per combination of the page.
    const tried = await this.rows<CombinationRow & { total: number }>(
      `with tried as (
         select combination_key, count(*)::int as attempts, bool_or(was_correct) as correct,
                (count(*) over ())::int as total
         from attempted_categories where game_date = ?
         group by combination_key order by attempts desc, combination_key limit ? offset ?
       )
       select t.attempts, t.correct, t.total,
              (select a.words from attempted_categories a
               where a.game_date = ? and a.combination_key = t.combination_key limit 1) as words
       from tried t order by t.attempts desc, t.combination_key`,
      [date, page.limit, page.offset, date],
    );
    const total = tried[0]?.total ?? (await this.combinationCount(date));
    return {
      combinations: tried.map((row) => ({
        words: [...row.words].sort(),
        attempts: row.attempts,
        correct: row.correct,
      })),
      total,
    };
  }

  /** For a page past the last one, which tells no total of its own. */
  private async combinationCount(date: string): Promise<number> {
    const [row] = await this.rows<{ total: number }>(
      'select count(distinct combination_key)::int as total from attempted_categories where game_date = ?',
      [date],
    );
    return row?.total ?? 0;
  }
}
