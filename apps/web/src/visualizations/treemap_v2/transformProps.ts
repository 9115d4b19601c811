/**
 * Query result + form data → the treemap's ECharts option (pure). Nested rectangles, one level per
 * group-by column, areas by the metric. Each top-level group takes the categorical colour of its
 * name and its descendants share it, separated by white gaps; parents carry their name in a header
 * strip (`show_upper_labels`), leaves their label by `label_type`. Where clicks cross filter
 * (dashboards) a click selects the node; elsewhere it zooms into it, with a breadcrumb back out.
 */
import type { ChartProps } from '../chartPluginTypes';
import { crossFilterChartProps } from '../shared/echarts/crossFilterChartProps';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { selectedNamesOf } from '../shared/echarts/crossFilter';
import { readBoolean, readChoice } from '../shared/echarts/formDataValues';

import type {
  ExtendedEChartsOption,
  TreemapSeriesOption,
} from '../shared/extended-echarts/extendedEChartsOption';
import { isOnSelectedPath, type HierarchyNode } from '../shared/hierarchy/hierarchy';
import { hierarchyTooltipRows, hierarchyTooltipTitle } from '../shared/hierarchy/hierarchyTooltip';
import { formatNodeLabel, NODE_LABEL_TYPES } from '../shared/hierarchy/nodeLabel';
import type { PathChartProps } from '../shared/hierarchy/pathCrossFilter';
import { readableTextColor } from '../shared/color/readableTextColor';
import { tooltipHtml } from '../shared/extended-echarts/tooltipHtml';
import { itemTooltip } from '../shared/echarts/itemTooltip';
import {
  hierarchyCrossFilter,
  readHierarchyChartData,
  tooltipNode,
} from '../shared/hierarchy/hierarchyChartData';

export type TreemapChartProps = PathChartProps;

type TreemapData = NonNullable<TreemapSeriesOption['data']>;

interface TreemapItem {
  name: string;
  value: number;
  /** The node's path key, read back by click and tooltip handlers. */
  key: string;
  itemStyle: { color: string; colorAlpha: number };
  label?: { color: string };
  upperLabel?: { color: string };
  children?: TreemapItem[];
}

/** Room kept under the plot for the breadcrumb when clicks zoom. */
const BREADCRUMB_ROOM = 30;
const UPPER_LABEL_HEIGHT = 22;

export function transformProps(chartProps: ChartProps): TreemapChartProps {
  const { formData, hooks } = chartProps;
  const data = readHierarchyChartData(chartProps, 'groupby');
  const { columns, metricLabel, formatValue, tree, nodes } = data;

  const colorScale = formDataColorScale(formData);
  const showLabels = readBoolean(formData, 'show_labels', true);
  const showUpperLabels = readBoolean(formData, 'show_upper_labels', true);
  const labelType = readChoice(formData, 'label_type', NODE_LABEL_TYPES, 'key_value');
  const selectedKeys = selectedNamesOf(chartProps.filterState);
  const crossFiltering = Boolean(hooks.setDataMask) && columns.length > 0;

  const toItem = (node: HierarchyNode, color: string): TreemapItem => {
    const dimmed = selectedKeys.length > 0 && !isOnSelectedPath(node.key, selectedKeys);
    const textColor = readableTextColor(color);
    return {
      name: node.name,
      value: node.value,
      key: node.key,
      itemStyle: { color, colorAlpha: dimmed ? 0.3 : 1 },
      ...(textColor ? { label: { color: textColor }, upperLabel: { color: textColor } } : {}),
      ...(node.children.length
        ? { children: node.children.map((child) => toItem(child, color)) }
        : {}),
    };
  };

  const labelFormatter = (params: { name?: string; value?: unknown }) =>
    formatNodeLabel(
      labelType,
      params.name ?? '',
      formatValue(typeof params.value === 'number' ? params.value : 0),
    );

  const series: TreemapSeriesOption = {
    type: 'treemap',
    name: metricLabel,
    top: 0,
    left: 0,
    right: 0,
    bottom: crossFiltering ? 0 : BREADCRUMB_ROOM,
    roam: false,
    nodeClick: crossFiltering ? false : 'zoomToNode',
    breadcrumb: { show: !crossFiltering, bottom: 4, left: 'center', emptyItemWidth: 25 },
    animation: nodes.size <= 1000,
    data: tree.map((node) => toItem(node, colorScale(node.name))) as TreemapData,
    itemStyle: { borderColor: '#ffffff', borderWidth: 1, gapWidth: 1 },
    label: {
      show: showLabels,
      position: 'inside',
      overflow: 'truncate',
      formatter: labelFormatter,
    },
    upperLabel: {
      show: showUpperLabels,
      height: UPPER_LABEL_HEIGHT,
      overflow: 'truncate',
      formatter: labelFormatter,
    },
    levels: [
      // The root (named after the series): no header strip of its own, and top-level groups
      // sit apart on a wider white gap.
      { itemStyle: { borderWidth: 0, gapWidth: 3 }, upperLabel: { show: false } },
      { itemStyle: { borderColor: '#ffffff', borderWidth: 2, gapWidth: 1 } },
    ],
  };

  const option: ExtendedEChartsOption = {
    tooltip: itemTooltip((params: unknown) => {
      const entry = tooltipNode(nodes, params);
      if (!entry) return '';
      return tooltipHtml(hierarchyTooltipTitle(entry), hierarchyTooltipRows(entry, data));
    }),
    series: [series],
  };

  return crossFilterChartProps(chartProps, option, hierarchyCrossFilter(data, selectedKeys));
}
