import type { Knex } from 'knex';

interface CapturedQuery {
  readonly sql: string;
  readonly bindings: readonly unknown[];
}

/** The statements `work` sends through `knex`, as the driver receives them ($1 placeholders). */
export async function captureQueries(knex: Knex, work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) =>
    captured.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.off('query', listener);
  }
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

interface PlanReport {
  readonly executionMs: number;
  /** Each index the plan reads, with how it reads it. */
  readonly indexes: string[];
  /** Each sequential scan, with its table and the rows it returned. */
  readonly seqScans: { relation: string; rows: number }[];
}

const walk = (node: PlanNode, visit: (node: PlanNode) => void): void => {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
};

/**
 * EXPLAIN (ANALYZE) of a read statement: what the plan really did on this data. It runs in a transaction
 * that is rolled back, so even a statement with a side effect would leave nothing behind.
 */
export async function explainAnalyze(knex: Knex, query: CapturedQuery): Promise<PlanReport> {
  if (!/^\s*(select|with)\b/i.test(query.sql)) throw new Error(`not a read: ${query.sql.slice(0, 60)}`);
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query('begin');
    const result = await connection.query(`explain (analyze, format json) ${query.sql}`, query.bindings);
    const [explained] = result.rows[0]['QUERY PLAN'] as [{ Plan: PlanNode; 'Execution Time': number }];
    const indexes = new Set<string>();
    const seqScans: { relation: string; rows: number }[] = [];
    walk(explained.Plan, (node) => {
      if (node['Index Name']) indexes.add(`${node['Index Name']} (${node['Node Type']})`);
      if (node['Node Type'] === 'Seq Scan') {
        seqScans.push({ relation: node['Relation Name'] ?? '?', rows: node['Actual Rows'] ?? 0 });
      }
    });
    return { executionMs: explained['Execution Time'], indexes: [...indexes], seqScans };
  } finally {
    await connection.query('rollback').catch(() => {});
    await knex.client.releaseConnection(connection);
  }
}
