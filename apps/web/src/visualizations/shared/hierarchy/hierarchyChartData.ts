/**
 * What the hierarchy charts (sunburst, treemap) read the same way from their props: the
 * hierarchy columns and metric, the number and date formats, the node tree built from the rows
 * and indexed by key, and, from the nodes, their cross filter and the node a tooltip points at.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getColumnLabel, getMetricLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../../chartPluginTypes';
import { categoryName, temporalColumnsOf } from '../categories/groupValues';
import { readOptionalString } from '../echarts/formDataValues';
import type { TooltipParams } from '../extended-echarts/extendedEChartsOption';
import { readMetric } from '../formDataMetrics';
import { readColumnList } from '../form-data/formDataColumns';
import {
  buildHierarchy,
  dataItemKey,
  indexHierarchy,
  type HierarchyNode,
  type IndexedNode,
} from './hierarchy';
import type { HierarchyTooltipFormat } from './hierarchyTooltip';
import type { PathCrossFilter } from './pathCrossFilter';

export interface HierarchyChartData extends HierarchyTooltipFormat {
  /** Hierarchy column labels, top level first. */
  columns: string[];
  tree: HierarchyNode[];
  nodes: Map<string, IndexedNode>;
}

/**
 * Builds the tree from the first result: levels from the `columnsControl` columns, sized by the
 * metric (the last result column when none is set). Nodes also sum a secondary metric when one
 * is given that differs from the metric (the same one again would add nothing).
 */
export function readHierarchyChartData(
  { formData, queriesData }: ChartProps,
  columnsControl: string,
  secondaryMetric?: string,
): HierarchyChartData {
  const result = queriesData[0];
  const columns = readColumnList(formData, columnsControl).map(getColumnLabel);
  const metric = readMetric(formData.metric);
  const metricLabel = metric ? getMetricLabel(metric) : (result?.colnames?.at(-1) ?? '');
  const formatDate = getTimeFormatter(readOptionalString(formData, 'date_format'));
  const temporal = temporalColumnsOf(result);
  const tree = buildHierarchy({
    rows: result?.data ?? [],
    columns,
    metric: metricLabel,
    secondaryMetric: secondaryMetric === metricLabel ? undefined : secondaryMetric,
    nameOf: (column, value) => categoryName(value, temporal.has(column), formatDate),
  });
  return {
    columns,
    metricLabel,
    formatValue: getNumberFormatter(readOptionalString(formData, 'number_format')),
    formatPercent: getNumberFormatter(',.1%'),
    total: tree.reduce((sum, node) => sum + node.value, 0),
    tree,
    nodes: indexHierarchy(tree),
  };
}

/** The node under a tooltip, from the key its data item carries. */
export function tooltipNode(
  nodes: Map<string, IndexedNode>,
  params: unknown,
): IndexedNode | undefined {
  const key = dataItemKey((params as TooltipParams).data);
  return key === undefined ? undefined : nodes.get(key);
}

/** The cross filter of the nodes; null without hierarchy columns to filter on. */
export function hierarchyCrossFilter(
  { columns, nodes }: HierarchyChartData,
  selectedKeys: string[],
): PathCrossFilter | null {
  if (!columns.length) return null;
  const valuesByKey = Object.fromEntries(
    [...nodes.values()].map(({ node }) => [node.key, node.values]),
  );
  return { columns, valuesByKey, selectedKeys };
}
