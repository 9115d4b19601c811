/**
 * How the example dashboards are described before they are written out as a bundle: charts with
 * Superset-shaped form data on the example tables, a layout of rows (optionally under tabs) and
 * native filters. The bundle writer (example-bundle-files.ts) turns these into the YAML files the
 * importer reads.
 */

export interface ExampleChartSpec {
  /** Unique within its dashboard; layout cells and filter scopes name charts by it. */
  key: string;
  name: string;
  vizType: string;
  /** An example table name. */
  dataset: string;
  params: Record<string, unknown>;
  description?: string;
}

/** A chart cell or a markdown cell; widths are grid columns out of 12, heights grid rows of 8px. */
export type LayoutCell =
  | { chart: string; width: number; height?: number }
  | { markdown: string; width: number; height: number };

export type LayoutRow = LayoutCell[];

export interface ExampleTab {
  title: string;
  rows: LayoutRow[];
}

export interface ExampleFilterSpec {
  id: string;
  name: string;
  filterType: 'filter_select' | 'filter_time' | 'filter_range';
  /** The table and column a select or range filter reads its values from. */
  dataset?: string;
  column?: string;
  description?: string;
  /** The charts the filter does not apply to (all others are in scope). */
  excluded?: string[];
  controlValues?: Record<string, unknown>;
  /** A select filter's or a time filter's default value. */
  defaultValue?: unknown;
  cascadeParentId?: string;
}

export interface ExampleDashboardSpec {
  slug: string;
  title: string;
  description: string;
  charts: ExampleChartSpec[];
  /** Rows above the tabs (or the whole layout when there are no tabs). */
  rows: LayoutRow[];
  tabs?: ExampleTab[];
  filters: ExampleFilterSpec[];
  colorScheme?: string;
}

/** The adhoc filter Superset saves on a chart's time column when no range is chosen. */
export function noTimeFilter(column: string): Record<string, unknown> {
  return {
    clause: 'WHERE',
    comparator: 'No filter',
    expressionType: 'SIMPLE',
    operator: 'TEMPORAL_RANGE',
    subject: column,
  };
}

/** A simple WHERE filter of an adhoc filter list. */
export function whereFilter(
  subject: string,
  operator: string,
  comparator: unknown,
): Record<string, unknown> {
  return { clause: 'WHERE', expressionType: 'SIMPLE', subject, operator, comparator };
}

/** A custom SQL column (Superset's adhoc column), e.g. the year of a date. */
export function sqlColumn(label: string, sqlExpression: string): Record<string, unknown> {
  return { expressionType: 'SQL', sqlExpression, label };
}

/** An adhoc SQL metric. */
export function sqlMetric(label: string, sqlExpression: string): Record<string, unknown> {
  return { expressionType: 'SQL', sqlExpression, label };
}

/** A time-series chart's usual form data: x axis on `timeColumn` at `grain`, all time. */
export function timeseriesParams(
  timeColumn: string,
  grain: string,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  return {
    x_axis: timeColumn,
    time_grain_sqla: grain,
    time_range: 'No filter',
    adhoc_filters: [noTimeFilter(timeColumn)],
    row_limit: 10000,
    show_legend: true,
    rich_tooltip: true,
    ...extra,
  };
}
