import pg from 'pg';
import { expect, vi } from 'vitest';

/** A statement as the store sent it to PostgreSQL. */
export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * What a plan, as run, did to the tables named: its sequential scans, the most rows one of its scans read,
 * and the most lookups one of them made (a scan repeated for each row of another, or a list of ids, each
 * looked up).
 */
export function readsOfHistory(
  plan: Record<string, unknown>,
  growing: readonly string[],
): { scans: string[]; mostRowsRead: number; mostLookups: number } {
  const scans: string[] = [];
  let mostRowsRead = 0;
  let mostLookups = 0;
  const walk = (node: Record<string, unknown>) => {
    const relation = String(node['Relation Name']);
    if (growing.includes(relation)) {
      if (node['Node Type'] === 'Seq Scan') scans.push(relation);
      // A list of ids (`id in (...)`) is a lookup for each, however few times its scan runs.
      const byIds = /\b\w*id = ANY \(/.test(`${String(node['Index Cond'] ?? '')} ${String(node['Recheck Cond'] ?? '')}`);
      const loops = Number(node['Actual Loops'] ?? 1);
      mostLookups = Math.max(mostLookups, byIds ? Number(node['Actual Rows'] ?? 0) * loops : loops);
      const read =
        (Number(node['Actual Rows'] ?? 0) +
          Number(node['Rows Removed by Filter'] ?? 0) +
          Number(node['Rows Removed by Index Recheck'] ?? 0)) *
        loops;
      mostRowsRead = Math.max(mostRowsRead, read);
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk(plan);
  return { scans, mostRowsRead, mostLookups };
}

/** Reads and writes worth planning: not the transactions' begin and commit, settings, locks or DDL. */
const PLANNED = /^\s*(select|with|update|delete)\b/i;

/** The statements the store sends to PostgreSQL while `work` runs (reads and writes, in the order sent). */
export async function statementsDuring(work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await work();
  } finally {
    for (const [first, second] of query.mock.calls as unknown as [string | Statement, unknown[] | undefined][]) {
      // The driver takes the values beside the text or inside its config (drizzle gives them beside it).
      const statement =
        typeof first === 'string' ? { text: first, values: second ?? [] } : { text: first.text, values: second ?? first.values ?? [] };
      if (PLANNED.test(statement.text) && !/pg_advisory/i.test(statement.text)) statements.push(statement);
    }
    query.mockRestore();
  }
  return statements;
}

/**
 * Each statement planned and run on `client`, in a transaction rolled back: none may scan a
 * growing table from end to end, nor read more than `mostRows` rows of one, nor (given `mostLookups`)
 * look up more than that many rows of one one by one.
 */
export async function expectNoScanOfHistory(
  client: pg.Client,
  statements: Statement[],
  { what, growing, mostRows, mostLookups }: { what: string; growing: readonly string[]; mostRows: number; mostLookups?: number },
): Promise<void> {
  expect(statements.length, what).toBeGreaterThan(0);
  for (const { text, values } of statements) {
    // Run in a transaction rolled back, so that planning a write (or a claim of rows) changes nothing.
    await client.query('begin');
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
        `explain (analyze, format json) ${text}`,
        values,
      );
      const reads = readsOfHistory(rows[0]!['QUERY PLAN'][0].Plan, growing);
      expect(reads.scans, `${what}\n${text}`).toEqual([]);
      expect(reads.mostRowsRead, `${what}\n${text}`).toBeLessThanOrEqual(mostRows);
      if (mostLookups !== undefined) expect(reads.mostLookups, `${what}: a lookup per row\n${text}`).toBeLessThanOrEqual(mostLookups);
    } finally {
      await client.query('rollback');
    }
  }
}
