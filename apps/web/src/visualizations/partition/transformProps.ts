/**
 * Query result + form data → the Partition Chart's icicles (pure). One icicle per metric, stacked
 * top to bottom; each is rooted at the metric's value at the left and splits, one column per
 * group-by level, into the groups' values (`partitionValues.ts` computes them for the chosen
 * time-series option; "Time Series" and "Advanced Analytics" put a column of time buckets right
 * after the metric; `partitionTree.ts` orders and prunes the children).
 * Every node takes the categorical colour of its name. The component draws the icicles zoomed
 * into the node last clicked (`partitionOption.ts`).
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { categoryName, temporalColumnsOf } from '../shared/categories/groupValues';
import { readableTextColor } from '../shared/color/readableTextColor';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import {
  readBoolean,
  readOptionalNumber,
  readOptionalString,
} from '../shared/echarts/formDataValues';
import { readColumnList } from '../shared/form-data/formDataColumns';
import { verboseName } from '../shared/form-data/formDataReaders';
import { readMetricList } from '../shared/formDataMetrics';
import type { HierarchyNode } from '../shared/hierarchy/hierarchy';
import { xAxisLabelOf } from '../timeseries/timeseriesQueryFields';
import { readAnalyticsSettings } from './advancedAnalytics';
import { partitionTrees } from './partitionValues';
import { layoutPartition, type PartitionCell, type PartitionRules } from './partitionTree';
import { hasDateLevel, timeSeriesOptionOf, type TimeSeriesOption } from './timeSeriesOption';

/** A drawn node with what the drawing and its tooltip need. */
export interface PartitionItem extends PartitionCell {
  /** Unique over all icicles: the icicle, the level and the node's path. */
  id: string;
  parentId: string | null;
  color: string;
  textColor: string;
  /** `name: value`, or the name alone where the value is zero or not a number. */
  label: string;
}

export interface Icicle {
  metricLabel: string;
  total: number;
  items: PartitionItem[];
}

export interface PartitionChartProps {
  width: number;
  height: number;
  icicles: Icicle[];
  /** Columns of every icicle: the metric, then one per group-by level. */
  columnCount: number;
  /** What each column holds, for tooltips: "Metric", then the group-by columns' names. */
  columnNames: string[];
  richTooltip: boolean;
  /** Whether nodes are their children's sums, so tooltips show shares of parent and total. */
  showShares: boolean;
  formatValue: (value: number) => string;
}

/** Superset's defaults of the text boxes (stored as text by Superset). */
const DEFAULT_PARTITION_LIMIT = 5;
const DEFAULT_PARTITION_THRESHOLD = 0.05;

/** The options whose nodes hold sums, so a parent is the sum of its children. */
const SUMMING_OPTIONS: ReadonlySet<TimeSeriesOption> = new Set([
  'not_time',
  'agg_sum',
  'time_series',
]);

export function readPartitionRules(formData: ChartProps['formData']): PartitionRules {
  const dates = hasDateLevel(timeSeriesOptionOf(formData))
    ? { dates: { equalSize: readBoolean(formData, 'equal_date_size', true) } }
    : {};
  return {
    ...dates,
    limit: Math.max(
      0,
      Math.floor(readOptionalNumber(formData, 'partition_limit') ?? DEFAULT_PARTITION_LIMIT),
    ),
    threshold: Math.max(
      0,
      readOptionalNumber(formData, 'partition_threshold') ?? DEFAULT_PARTITION_THRESHOLD,
    ),
    logScale: readBoolean(formData, 'log_scale', false),
  };
}

export function transformProps(chartProps: ChartProps): PartitionChartProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const result = queriesData[0];
  const columns = readColumnList(formData, 'groupby').map(getColumnLabel);
  const metrics = readMetricList(formData.metrics).map(getMetricLabel);
  const formatValue = getNumberFormatter(readOptionalString(formData, 'number_format'));
  const formatDate = getTimeFormatter(readOptionalString(formData, 'date_time_format'));
  const temporal = temporalColumnsOf(result);
  const colorScale = formDataColorScale(formData);
  const rules = readPartitionRules(formData);
  const option = timeSeriesOptionOf(formData);
  const timeColumn = xAxisLabelOf(formData);
  // With a time option the time column's buckets are always shown as dates.
  const isTemporal = (column: string) =>
    temporal.has(column) || (option !== 'not_time' && column === timeColumn);

  const labelOf = (node: HierarchyNode) =>
    node.value !== 0 && Number.isFinite(node.value)
      ? `${node.name}: ${formatValue(node.value)}`
      : node.name;

  const trees = partitionTrees({
    rows: result?.data ?? [],
    columns,
    timeColumn,
    metrics,
    option,
    analytics: readAnalyticsSettings(formData),
    nameOf: (column, value) => categoryName(value, isTemporal(column), formatDate),
  });

  const icicles = trees.map((root, icicleIndex): Icicle => {
    const metricLabel = root.name;
    const total = root.value;
    const idOf = (node: HierarchyNode, depth: number) => `${icicleIndex}:${depth}:${node.key}`;
    const items = layoutPartition(root, rules).map((cell): PartitionItem => {
      const color = colorScale(cell.node.name);
      return {
        ...cell,
        id: idOf(cell.node, cell.depth),
        parentId: cell.parent ? idOf(cell.parent, cell.depth - 1) : null,
        color,
        textColor: readableTextColor(color) ?? '#000000',
        label: labelOf(cell.node),
      };
    });
    return { metricLabel, total, items };
  });

  return {
    width,
    height,
    icicles,
    columnCount: columns.length + (rules.dates ? 2 : 1),
    columnNames: [
      t('Metric'),
      ...(rules.dates ? [t('Date')] : []),
      ...columns.map((column) => verboseName(datasource, column)),
    ],
    richTooltip: readBoolean(formData, 'rich_tooltip', true),
    showShares: SUMMING_OPTIONS.has(option),
    formatValue,
  };
}
