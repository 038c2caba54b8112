import type { Knex } from 'knex';
import { captureQueries, explainAnalyze } from './explain';

/** A whole scan of a table this large on a read path is allowed, but worth a look. */
const LARGE_SCAN_ROWS = 10_000;

export type NamedRead = readonly [label: string, read: () => Promise<unknown>];

/**
 * EXPLAIN ANALYZE of every statement each read sends, as the adapter sends it, on the bench's data: prints
 * one line per statement (its time, the indexes it reads, its sequential scans) and answers the
 * sequential scans of `neverScanned` tables, which a bench counts as a failure.
 */
export async function checkReadPlans(
  knex: Knex,
  title: string,
  reads: readonly NamedRead[],
  neverScanned: readonly string[],
): Promise<string[]> {
  console.log(`\nEXPLAIN ANALYZE of ${title}:`);
  const scanned: string[] = [];
  for (const [label, read] of reads) {
    const statements = (await captureQueries(knex, read)).filter((q) => /^\s*(select|with)\b/i.test(q.sql));
    for (const [i, statement] of statements.entries()) {
      const plan = await explainAnalyze(knex, statement);
      const forbidden = plan.seqScans.filter((scan) => neverScanned.includes(scan.relation));
      for (const scan of forbidden)
        scanned.push(`${label}: Seq Scan on ${scan.relation} (${scan.rows} rows)`);
      const scans = plan.seqScans.map((scan) => `Seq Scan ${scan.relation} (${scan.rows} rows)`);
      const large = plan.seqScans.some((scan) => scan.rows >= LARGE_SCAN_ROWS);
      const name = `${label}${statements.length > 1 ? ` #${i + 1}` : ''}`;
      console.log(
        `  ${forbidden.length > 0 ? 'FAIL' : large ? 'warn' : 'ok  '} ${name.padEnd(38)}` +
          ` ${plan.executionMs.toFixed(2).padStart(8)} ms  ${[...plan.indexes, ...scans].join(', ')}`,
      );
    }
  }
  return scanned;
}
