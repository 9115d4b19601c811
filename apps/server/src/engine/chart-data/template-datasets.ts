/**
 * What `dataset(id)` and `metric(key, id)` read in templates (a chart's, SQL Lab's). Datasets are
 * loaded before rendering (templates render synchronously), each as the caller may query it:
 * access checked and the caller's row-level rules applied, as if the caller had charted it. A
 * dataset must live on the database the templated SQL runs on, since its SQL runs inside it.
 */
import { normalizeQueryObject } from '@panorama/core/query/query-object';
import { resolveTimeRange } from '@panorama/core/time/resolve-time-range';
import type { CompileDatasource } from '@panorama/sql/compile/compile-datasource';
import { compileQuery, renderSqlForDisplay } from '@panorama/sql/compile/compile-query';
import type { TemplateDatasets } from '@panorama/sql/templating/superset-macros';
import { TemplateError } from '@panorama/sql/templating/template-error';
import type { ChartDatasource } from './chart-datasource';

export type OtherDatasets = (datasetId: number) => Promise<ChartDatasource>;

/** Most datasets one query's templates may name. */
const MAX_DATASETS = 20;
/** Deepest chain of metrics defined through other metrics. */
const MAX_METRIC_DEPTH = 10;

export const datasetNotFound = (id: number) => `Dataset ${id} not found`;
export const datasetOnOtherDatabase = (id: number) =>
  `Dataset ${id} is on another database than this chart's`;
export const metricNotFound = (key: string, dataset: string) =>
  `Metric \`\`${key}\`\` not found in ${dataset}.`;
export const CYCLIC_METRIC = 'Cyclic metric macro detected';
export const metricNeedsDataset = (key: string) =>
  `Please specify the Dataset ID for the \`\`${key}\`\` metric in the Jinja macro.`;

interface LoadedDataset {
  source: ChartDatasource;
  base: CompileDatasource;
}

/**
 * Where the templates run: on a database, and (for a chart) on one of its datasets, which
 * `metric('key')` without a dataset id reads.
 */
export interface TemplateScope {
  databaseId: number;
  current: { source: ChartDatasource; base: CompileDatasource } | null;
}

export async function templateDatasets(
  scope: TemplateScope,
  ids: readonly number[],
  other: OtherDatasets,
  render: (text: string) => string,
): Promise<TemplateDatasets> {
  const { current } = scope;
  const loaded = new Map<number, LoadedDataset | 'other-database' | 'missing'>();
  if (current) loaded.set(current.source.dataset.id, current);
  for (const id of [...new Set(ids)].slice(0, MAX_DATASETS)) {
    if (loaded.has(id)) continue;
    try {
      const source = await other(id);
      loaded.set(
        id,
        source.database.id === scope.databaseId
          ? { source, base: await source.compileDatasource() }
          : 'other-database',
      );
    } catch {
      // Missing and hidden look the same.
      loaded.set(id, 'missing');
    }
  }
  const get = (id: number, line: number): LoadedDataset => {
    const entry = loaded.get(id);
    if (entry === 'other-database') throw new TemplateError(datasetOnOtherDatabase(id), line);
    if (!entry || entry === 'missing') throw new TemplateError(datasetNotFound(id), line);
    return entry;
  };
  let depth = 0;
  return {
    datasetSql(id, includeMetrics, columns, line) {
      const { source, base } = get(id, line);
      const query = normalizeQueryObject({
        columns: columns ?? base.columns.map((c) => c.column_name),
        metrics: includeMetrics ? base.metrics.map((m) => m.metric_name) : null,
        filters: [],
        extras: {},
        orderby: [],
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        post_processing: [],
        time_offsets: [],
      });
      const compiled = compileQuery(query, base, {
        dialect: source.dialect,
        resolveTimeRange: (range) => resolveTimeRange(range, { now: new Date() }),
      });
      return `(\n${renderSqlForDisplay(compiled, source.dialect)}\n) AS dataset_${id}`;
    },
    metricSql(key, datasetId, line) {
      const id = datasetId ?? current?.source.dataset.id;
      if (id === undefined) throw new TemplateError(metricNeedsDataset(key), line);
      const { source, base } = get(id, line);
      const metric = base.metrics.find((m) => m.metric_name === key);
      if (!metric) throw new TemplateError(metricNotFound(key, source.dataset.table_name), line);
      if (depth >= MAX_METRIC_DEPTH) throw new TemplateError(CYCLIC_METRIC, line);
      depth += 1;
      try {
        return render(metric.expression);
      } finally {
        depth -= 1;
      }
    },
  };
}
