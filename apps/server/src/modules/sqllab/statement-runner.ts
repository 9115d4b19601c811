/**
 * Runs a prepared script on a connector: each statement in order under one deadline and one
 * abort signal, answering with the last statement's result as Superset does. Earlier statements'
 * rows are read up to the same cap and dropped.
 */
import type { AnalyticsConnector, QueryResult } from '../../engine/connectors/connector';
import { QueryTimeoutError } from '../../engine/connectors/query-errors';
import type { PreparedScript } from './sql-script';

export async function runStatements(
  connector: AnalyticsConnector,
  script: PreparedScript,
  options: { maxRows: number; timeoutMs: number; signal?: AbortSignal },
): Promise<QueryResult> {
  const deadline = Date.now() + options.timeoutMs;
  let last: QueryResult = { columns: [], rows: [], truncated: false };
  for (const statement of script.statements) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new QueryTimeoutError(options.timeoutMs);
    last = await connector.run(statement.sql, statement.params, {
      timeoutMs: remaining,
      maxRows: options.maxRows,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }
  return last;
}
