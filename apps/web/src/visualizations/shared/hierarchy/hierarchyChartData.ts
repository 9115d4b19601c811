/**
 * What the hierarchy charts (sunburst, treemap) read the same way from their props: the
 * hierarchy columns and metric, the number and date formats, the node tree built from the rows
 * and indexed by key, the selected nodes, and, from the nodes, their cross filter and the node a
 * tooltip points at.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter } from '@panorama/core/format/time-format';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../../chartPluginTypes';
import { selectedNamesOf } from '../echarts/crossFilter';
import { crossFilterChartProps } from '../echarts/crossFilterChartProps';
import { itemTooltip } from '../echarts/itemTooltip';
import { categoryName, temporalColumnsOf } from '../categories/groupValues';
import { readOptionalString } from '../echarts/formDataValues';
import type {
  ExtendedEChartsOption,
  SunburstSeriesOption,
  TooltipParams,
  TreemapSeriesOption,
} from '../extended-echarts/extendedEChartsOption';
import { tooltipHtml, type TooltipRow } from '../extended-echarts/tooltipHtml';
import { readMetricLabel } from '../formDataMetrics';
import { readColumnList } from '../form-data/formDataColumns';
import {
  buildHierarchy,
  dataItemKey,
  indexHierarchy,
  type HierarchyNode,
  type IndexedNode,
} from './hierarchy';
import {
  hierarchyTooltipRows,
  hierarchyTooltipTitle,
  type HierarchyTooltipFormat,
} from './hierarchyTooltip';
import type { PathChartProps, PathCrossFilter } from './pathCrossFilter';

export interface HierarchyChartData extends HierarchyTooltipFormat {
  /** Hierarchy column labels, top level first. */
  columns: string[];
  tree: HierarchyNode[];
  nodes: Map<string, IndexedNode>;
  /** Keys of the nodes the chart's cross filter selects. */
  selectedKeys: string[];
  /** Whether a click cross filters (a host listens, and there are columns to filter on). */
  crossFiltering: boolean;
}

/** What every hierarchy chart's data item carries of its node. */
export interface HierarchyDataItem {
  name: string;
  value: number;
  /** The node's path key, read back by click and tooltip handlers. */
  key: string;
}

/**
 * Builds the tree from the first result: levels from the `columnsControl` columns, sized by the
 * metric (the last result column when none is set). Nodes also sum a secondary metric when one
 * is given that differs from the metric (the same one again would add nothing).
 */
export function readHierarchyChartData(
  { formData, queriesData, filterState, hooks }: ChartProps,
  columnsControl: string,
  secondaryMetric?: string,
): HierarchyChartData {
  const result = queriesData[0];
  const columns = readColumnList(formData, columnsControl).map(getColumnLabel);
  const metricLabel = readMetricLabel(formData.metric) ?? result?.colnames?.at(-1) ?? '';
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
    selectedKeys: selectedNamesOf(filterState),
    crossFiltering: Boolean(hooks.setDataMask) && columns.length > 0,
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

/**
 * The tooltip formatter of the nodes: path title, shares and value, then the rows `extraRows`
 * adds for the node; empty where the pointer is on no node of ours.
 */
function hierarchyTooltipFormatter(
  data: HierarchyChartData,
  extraRows: (node: HierarchyNode) => TooltipRow[] = () => [],
): (params: unknown) => string {
  return (params) => {
    const entry = tooltipNode(data.nodes, params);
    if (!entry) return '';
    const rows = [...hierarchyTooltipRows(entry, data), ...extraRows(entry.node)];
    return tooltipHtml(hierarchyTooltipTitle(entry), rows);
  };
}

/** The cross filter of the nodes; null without hierarchy columns to filter on. */
function hierarchyCrossFilter({
  columns,
  nodes,
  selectedKeys,
}: HierarchyChartData): PathCrossFilter | null {
  if (!columns.length) return null;
  const valuesByKey = Object.fromEntries(
    [...nodes.values()].map(({ node }) => [node.key, node.values]),
  );
  return { columns, valuesByKey, selectedKeys };
}

/** What a chart adds to the option every hierarchy chart shares. */
export interface HierarchyOptionExtras {
  /** Tooltip rows after the shared ones, for the node under the pointer. */
  tooltipRows?: (node: HierarchyNode) => TooltipRow[];
  /** Option parts beside the tooltip and the series, such as a total in the middle. */
  option?: Partial<ExtendedEChartsOption>;
}

/** The chart's props from its series: the node tooltip, and cross filtering on the nodes. */
export function hierarchyChartProps(
  chartProps: ChartProps,
  data: HierarchyChartData,
  series: SunburstSeriesOption | TreemapSeriesOption,
  { tooltipRows, option }: HierarchyOptionExtras = {},
): PathChartProps {
  const fullOption: ExtendedEChartsOption = {
    tooltip: itemTooltip(hierarchyTooltipFormatter(data, tooltipRows)),
    series: [series],
    ...option,
  };
  return crossFilterChartProps(chartProps, fullOption, hierarchyCrossFilter(data));
}
