import type { Knex } from 'knex';
import type { PlayBucket } from '../../../application/ports/control-panel-statistics.query';
import { addDays } from '../../../domain/game/calendar';
import { weekStart, type StatisticsBucket } from '../../../domain/statistics/statistics-period';
import type { KnexDatabase } from '../knex-database';

/** A bucket's counted games, with their scores' sum for averages. */
export interface PlayFigures extends PlayBucket {
  readonly scoreSum: number;
}

/** The newest bucket that ended before today: the rollup holds none after it. */
export const lastSettled = (bucket: StatisticsBucket, today: string): string =>
  bucket === 'day' ? addDays(today, -1) : addDays(weekStart(today), -7);

/**
 * Registered players' games (never demo games) per day and per ISO week. Each ended bucket is counted once
 * into statistics_play and read from there; the trigger of migration 009 forgets a day and its week
 * whenever one of their counted scores changes, and the next read counts them again. Today and the
 * running week are always counted live.
 */
export class PlayRollup {
  constructor(private readonly database: KnexDatabase) {}

  /** The figures of each bucket starting on one of `starts` (empty ones included). */
  async figures(bucket: StatisticsBucket, starts: readonly string[], today: string): Promise<PlayFigures[]> {
    const newestSettled = lastSettled(bucket, today);
    const settled = starts.filter((start) => start <= newestSettled);
    const found = new Map((await this.stored(bucket, settled)).map((row) => [row.start, row]));
    const missing = settled.filter((start) => !found.has(start));
    for (const row of await this.fill(bucket, missing)) found.set(row.start, row);
    const live = starts.filter((start) => !found.has(start));
    return [...found.values(), ...(await count(this.database.db(), bucket, live))];
  }

  private async stored(bucket: StatisticsBucket, starts: readonly string[]): Promise<PlayFigures[]> {
    if (starts.length === 0) return [];
    const { rows } = await this.database.db().raw<{ rows: PlayFigures[] }>(
      `select start_date as start, games, wins, players, score_sum as "scoreSum"
       from statistics_play where bucket = ? and start_date = any(?::date[])`,
      [bucket, [...starts]],
    );
    return rows;
  }

  /**
   * Counts and stores the buckets no writer is changing right now. The week's lock comes first: a writer
   * that held it has committed before the count begins (and is counted); one that comes later waits for
   * this transaction and then forgets the row. A bucket whose week is locked is counted live this time.
   */
  private async fill(bucket: StatisticsBucket, starts: readonly string[]): Promise<PlayFigures[]> {
    if (starts.length === 0) return [];
    return this.database.run(async () => {
      const db = this.database.db();
      const { rows: locked } = await db.raw<{ rows: { week: string }[] }>(
        'select week from unnest(?::date[]) as week where statistics_week_try_lock(week) order by week',
        [[...new Set(starts.map(weekStart))]],
      );
      const free = new Set(locked.map((row) => row.week));
      const counted = await count(
        db,
        bucket,
        starts.filter((start) => free.has(weekStart(start))),
      );
      if (counted.length > 0) {
        await db('statistics_play')
          .insert(
            counted.map((row) => ({
              bucket,
              start_date: row.start,
              games: row.games,
              wins: row.wins,
              players: row.players,
              score_sum: row.scoreSum,
            })),
          )
          .onConflict(['bucket', 'start_date'])
          .ignore();
      }
      return counted;
    });
  }
}

/**
 * One row per bucket, empty ones included, straight from the scores: an index-only range scan of
 * game_scores_day per bucket. Within a day a player has one score, so its players are its games.
 */
async function count(
  db: Knex | Knex.Transaction,
  bucket: StatisticsBucket,
  starts: readonly string[],
): Promise<PlayFigures[]> {
  if (starts.length === 0) return [];
  const [span, players] = bucket === 'day' ? [1, 'count(s.user_id)'] : [7, 'count(distinct s.user_id)'];
  const { rows } = await db.raw<{ rows: PlayFigures[] }>(
    `select b.first_day as start, count(s.user_id)::int as games,
            count(s.user_id) filter (where s.status = 'won')::int as wins,
            ${players}::int as players, coalesce(sum(s.score), 0)::bigint as "scoreSum"
     from unnest(?::date[]) as b(first_day)
     left join game_scores s
       on s.game_date >= b.first_day and s.game_date < b.first_day + ${span}
      and s.user_id is not null and not s.is_demo
     group by b.first_day`,
    [[...starts]],
  );
  return rows;
}
