import type { Knex } from 'knex';

/**
 * How many rows `query` matches: `count(*)`, or `count(distinct column)` when one is named. PostgreSQL
 * answers a count as a bigint, which the driver hands over as a string.
 */
export async function countOf(query: Knex.QueryBuilder, distinctColumn?: string): Promise<number> {
  const counted = distinctColumn
    ? query.countDistinct({ count: distinctColumn })
    : query.count({ count: '*' });
  const row = (await counted.first()) as { count?: string | number } | undefined;
  return Number(row?.count ?? 0);
}
