/**
 * What an async chart query leaves in the result cache under its `result_url` key: the query
 * context that ran (not the data: every query object's result is cached by the pipeline under
 * its own key, as in Superset), the dataset and the row-level-security key it ran under. Reading
 * the result back re-runs the context as the reader, so their permissions and row-level rules
 * apply, and a reader under other row-level rules is refused outright.
 *
 * The key is a sha256 of everything that decides the answer: the context (without `force`), the
 * chart, the dataset version and database, and the caller's row-level key. Two users with the same
 * rules asking for the same chart share one key, hence one job.
 */
import crypto from 'node:crypto';
import type { QueryContext } from '@panorama/core/query/query-object';
import { canonicalJson } from '../../engine/cache/canonical-json';
import type { ChartDatasource } from '../../engine/chart-data/chart-datasource';

export interface AsyncQueryContextEntry {
  version: 1;
  kind: 'async-chart-query';
  datasourceId: number;
  rlsKey: string;
  chartId: number | null;
  context: QueryContext;
  /** False when the results were not cached (cache timeout -1): reading back runs the queries. */
  cacheable: boolean;
}

export function asyncContextKey(
  context: QueryContext,
  datasource: ChartDatasource,
  chartId: number | null,
): string {
  const payload = {
    kind: 'async-chart-query',
    context: { ...context, force: undefined },
    slice_id: chartId,
    datasource: datasource.uid,
    changed_on: datasource.dataset.changed_on,
    database_id: datasource.database.id,
    rls: datasource.rowLevel.cacheKey,
  };
  return crypto.createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

export function isAsyncQueryContextEntry(value: unknown): value is AsyncQueryContextEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<AsyncQueryContextEntry>;
  return (
    entry.version === 1 &&
    entry.kind === 'async-chart-query' &&
    typeof entry.datasourceId === 'number' &&
    typeof entry.rlsKey === 'string' &&
    typeof entry.context === 'object' &&
    entry.context !== null
  );
}
