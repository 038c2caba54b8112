import type { Knex } from 'knex';
import { Gauge, type Registry } from 'prom-client';

/** The figures of knex's connection pool (tarn) that tell whether requests queue for a connection. */
interface PoolFigures {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  readonly max: number;
}

function figuresOf(knex: Knex): PoolFigures | null {
  // Absent once the database is closed (and before knex made its pool).
  const pool = knex.client.pool as Partial<PoolFigures> | undefined;
  return pool && typeof pool.numUsed === 'function' && typeof pool.max === 'number'
    ? (pool as PoolFigures)
    : null;
}

/**
 * Each instance's database pool, read when Prometheus scrapes (nothing is counted per query). With
 * PostgreSQL the pool holds up to 10 connections; the embedded PGlite has exactly one, so there the
 * figures say whether that connection is busy and how many queries wait behind it.
 */
export class DatabasePoolMetrics {
  private readonly pools = new Map<string, Knex>();

  constructor(registry: Registry) {
    const pools = this.pools;
    const gauge = (name: string, help: string, read: (pool: PoolFigures) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['slug'],
        registers: [registry],
        collect(this: Gauge<'slug'>) {
          // Only the pools open now: a closed instance's last figures would otherwise stay forever.
          this.reset();
          for (const [slug, knex] of pools) {
            const figures = figuresOf(knex);
            if (figures) this.set({ slug }, read(figures));
          }
        },
      });
    gauge('database_pool_connections_used', 'Connections lent out to queries', (pool) => pool.numUsed());
    gauge('database_pool_connections_free', 'Open connections waiting idle', (pool) => pool.numFree());
    gauge(
      'database_pool_acquires_pending',
      'Queries waiting for a connection (lasting growth: the pool is too small or stuck)',
      (pool) => pool.numPendingAcquires(),
    );
    gauge('database_pool_connections_max', 'The most connections the pool opens', (pool) => pool.max);
  }

  /** Reports this instance's pool from now on. */
  watch(slug: string, knex: Knex): void {
    this.pools.set(slug, knex);
  }
}
