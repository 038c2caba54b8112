import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type { AnalyticsBucketCount, AnalyticsStore } from '../../application/ports/analytics-store.port';
import type { BucketRange } from '../../application/ports/control-panel-statistics.query';
import type { AnalyticsEventType } from '../../contracts/analytics.codec';
import type { GameDate } from '../../domain/game/game-date';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';

const TABLE = 'analytics_daily_counts';

/** The analytics counts of migration 012: one row per day and event type, nothing else. */
@injectable()
export class PostgresAnalyticsStore implements AnalyticsStore {
  constructor(@inject(KNEX_DATABASE) private readonly database: KnexDatabase) {}

  private db(): Knex | Knex.Transaction {
    return this.database.db();
  }

  async add(day: GameDate, counts: ReadonlyMap<AnalyticsEventType, number>): Promise<void> {
    const rows = [...counts].map(([type, count]) => ({ day, event_type: type, count }));
    if (rows.length === 0) return;
    // One statement: concurrent batches of the same day add up in the row instead of racing to create it.
    await this.db()(TABLE)
      .insert(rows)
      .onConflict(['day', 'event_type'])
      .merge({ count: this.db().raw('?? + excluded.count', [`${TABLE}.count`]) });
  }

  async firstDay(): Promise<GameDate | null> {
    const row = await this.db()(TABLE).min<{ first: GameDate | null }>('day as first').first();
    return row?.first ?? null;
  }

  async counts(range: BucketRange): Promise<AnalyticsBucketCount[]> {
    const start = range.bucket === 'day' ? 'day' : "date_trunc('week', day)::date";
    const { rows } = await this.db().raw<{ rows: AnalyticsBucketCount[] }>(
      `select ${start} as start, event_type as type, sum(count)::int as count
       from ${TABLE}
       where day between ? and ?
       group by 1, 2`,
      [range.from, range.to],
    );
    return rows;
  }
}
