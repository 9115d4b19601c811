/**
 * Drill by: a chart's data point seen through another column. The drilled chart is the same chart
 * type, grouped by the chosen column instead of the dimension it had, and narrowed to the clicked
 * point by one WHERE filter per clicked dimension value (on top of every filter the chart already
 * had, the dashboard's included). Which form data field holds the dimension depends on the chart
 * type's family: the x axis of the ECharts timeseries charts, the group-by of the others.
 */
import type { AdhocFilter, OperatorId } from '../adhoc/adhoc-types';
import type { Column } from '../query/query-object';
import type { QueryFormData } from '../query/form-data';

/** Charts whose dimension is the x axis: drilling swaps the axis and drops the series split. */
const X_AXIS_CHARTS = new Set([
  'echarts_timeseries',
  'echarts_timeseries_bar',
  'echarts_timeseries_line',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_timeseries_scatter',
  'echarts_area',
]);

/** Charts whose dimension is the group-by list: drilling replaces the list with one column. */
const GROUPBY_CHARTS = new Set(['pie', 'funnel', 'radar', 'treemap_v2', 'dist_bar', 'table']);

/** Where a chart keeps the dimension a drill replaces. */
export type DrillByField = 'x_axis' | 'groupby';

export type DrillBySupport =
  | { supported: true; field: DrillByField; usedColumns: string[] }
  | { supported: false; reason: string };

/** One clicked dimension value, as a query filter: `==`, `IS NULL` or a time bucket's range. */
export interface DrillByFilter {
  col: string;
  op: string;
  val?: unknown;
}

/** A column a chart may be drilled by. */
export interface DrillByColumn {
  column_name: string;
  verbose_name?: string | null;
  groupby?: boolean;
}

/** The name of a column reference: a physical column's name, an adhoc column's label. */
export function columnNameOf(column: Column | null | undefined): string | null {
  if (typeof column === 'string') return column || null;
  if (column && typeof column === 'object') {
    const { label, sqlExpression } = column as { label?: unknown; sqlExpression?: unknown };
    if (typeof label === 'string' && label) return label;
    if (typeof sqlExpression === 'string' && sqlExpression) return sqlExpression;
  }
  return null;
}

function columnNames(columns: unknown): string[] {
  if (!Array.isArray(columns)) return [];
  return columns.map((column) => columnNameOf(column as Column)).filter((n) => n !== null);
}

/** Whether (and through which field) a chart can be drilled by another column, or why not. */
export function drillBySupport(formData: QueryFormData): DrillBySupport {
  const vizType = formData.viz_type;
  if (X_AXIS_CHARTS.has(vizType)) {
    const xAxis = columnNameOf(formData.x_axis);
    if (!xAxis) return { supported: false, reason: 'This chart has no x axis to drill by.' };
    return {
      supported: true,
      field: 'x_axis',
      usedColumns: [xAxis, ...columnNames(formData.groupby)],
    };
  }
  if (GROUPBY_CHARTS.has(vizType)) {
    if (vizType === 'table' && formData.query_mode === 'raw') {
      return { supported: false, reason: 'A table of raw records has no dimension to drill by.' };
    }
    const groupby = columnNames(formData.groupby);
    if (groupby.length === 0) {
      return { supported: false, reason: 'This chart has no dimension to drill by.' };
    }
    return {
      supported: true,
      field: 'groupby',
      usedColumns: [...groupby, ...columnNames(formData.columns)],
    };
  }
  return { supported: false, reason: 'Drill by is not supported by this chart type.' };
}

/**
 * The columns offered to drill by: the dataset's groupable ones, less those the chart already
 * groups by (and less the clicked dimensions, which the drill pins to a single value).
 */
export function drillByColumnChoices<C extends DrillByColumn>(
  columns: readonly C[],
  usedColumns: readonly string[],
): C[] {
  const used = new Set(usedColumns);
  return columns.filter((column) => column.groupby !== false && !used.has(column.column_name));
}

const OPERATOR_IDS: Record<string, OperatorId> = {
  '==': 'EQUALS',
  'IS NULL': 'IS_NULL',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
};

/** A clicked value as the WHERE filter the drilled chart adds. */
export function drillByAdhocFilter(filter: DrillByFilter): AdhocFilter {
  const operatorId = OPERATOR_IDS[filter.op] ?? null;
  const adhoc: AdhocFilter = {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject: filter.col,
    operator: filter.op,
    operatorId,
  };
  if (filter.op !== 'IS NULL') adhoc.comparator = filter.val as AdhocFilter['comparator'];
  return adhoc;
}

/**
 * The form data of the drilled chart: the dimension field replaced by `column`, one WHERE filter
 * per clicked value added, everything else (metrics, filters, dashboard filters, options) kept.
 * Null when the chart cannot be drilled (see `drillBySupport`).
 */
export function drillByFormData(
  formData: QueryFormData,
  column: string,
  filters: readonly DrillByFilter[],
): QueryFormData | null {
  const support = drillBySupport(formData);
  if (!support.supported) return null;
  const drilled: QueryFormData = {
    ...formData,
    adhoc_filters: [...(formData.adhoc_filters ?? []), ...filters.map(drillByAdhocFilter)],
  };
  if (support.field === 'x_axis') {
    drilled.x_axis = column;
    // The clicked series is pinned by its filters: one series remains, named by the metric.
    drilled.groupby = [];
  } else {
    drilled.groupby = [column];
    // A second dimension (a bar chart's breakdown, a table's) is pinned by the filters too.
    if (Array.isArray(formData.columns) && formData.viz_type !== 'table') drilled.columns = [];
  }
  return drilled;
}
