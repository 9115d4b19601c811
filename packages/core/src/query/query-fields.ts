/**
 * Step 1 of building a query object (as buildQueryObject orders it): which form-data keys hold
 * metrics, columns and orderings. Legacy chart types keep metrics under `metric`, `x`, `size`...
 * and raw-mode columns under `all_columns`; the aliases fold them into the three query fields,
 * honouring `query_mode` so a table can keep both modes' selections in its form data.
 */
import { getColumnLabel, getMetricLabel } from './labels';
import type { AdhocMetric, Column, Metric } from './query-object';

/** Form-data key → query field (`metrics`, `columns`, `groupby` or `orderby`). */
export type QueryFieldAliases = Record<string, string>;

export type OrderByItem = [Column | AdhocMetric, boolean];

export interface QueryFields {
  columns: Column[];
  /** undefined in raw mode: the server then selects rows without aggregating. */
  metrics: Metric[] | undefined;
  orderby: OrderByItem[];
}

const BUILTIN_ALIASES: QueryFieldAliases = {
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  all_columns: 'columns',
  series: 'groupby',
  order_by_cols: 'orderby',
};

/** The error raised when an `order_by_cols` option is not a JSON `[column, ascending]` pair. */
export const INVALID_ORDERBY_MESSAGE = 'Found invalid orderby options';

function asArray<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

function dedupeBy<T>(items: T[], label: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = label(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function parseOrderByItem(item: unknown): OrderByItem {
  // A SelectControl stores each option as the JSON text of the pair.
  if (typeof item === 'string') {
    try {
      return JSON.parse(item) as OrderByItem;
    } catch {
      throw new Error(INVALID_ORDERBY_MESSAGE);
    }
  }
  return item as OrderByItem;
}

export function extractQueryFields(
  formData: Record<string, unknown>,
  aliases?: QueryFieldAliases,
): QueryFields {
  const allAliases: QueryFieldAliases = { ...BUILTIN_ALIASES, ...aliases };
  const queryMode = formData.query_mode;
  let columns: Column[] = [];
  let metrics: Metric[] = [];
  let orderby: unknown[] = [];

  for (const [key, value] of Object.entries(formData)) {
    if (value === null || value === undefined) continue;
    if (key === 'query_mode' || key === 'include_time') continue;
    let field = allAliases[key] ?? key;
    // Tables keep both modes' selections; only the active mode's fields count.
    if (queryMode === 'aggregate' && field === 'columns') continue;
    if (queryMode === 'raw' && (field === 'groupby' || field === 'metrics')) continue;
    if (field === 'groupby') field = 'columns';

    if (field === 'metrics') metrics = metrics.concat(asArray(value) as Metric[]);
    else if (field === 'columns') columns = columns.concat(asArray(value) as Column[]);
    else if (field === 'orderby') orderby = orderby.concat(asArray(value));
  }

  return {
    columns: dedupeBy(
      columns.filter((column) => column !== ''),
      getColumnLabel,
    ),
    metrics: queryMode === 'raw' ? undefined : dedupeBy(metrics, getMetricLabel),
    orderby: orderby.map(parseOrderByItem),
  };
}
