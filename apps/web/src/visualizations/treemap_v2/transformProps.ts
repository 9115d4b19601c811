/**
 * Query result + form data → the treemap's ECharts option (pure). Nested rectangles, one level per
 * group-by column, areas by the metric. Each top-level group takes the categorical colour of its
 * name and its descendants share it, separated by white gaps; parents carry their name in a header
 * strip (`show_upper_labels`), leaves their label by `label_type`. Where clicks cross filter
 * (dashboards) a click selects the node; elsewhere it zooms into it, with a breadcrumb back out.
 */
import type { ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { readBoolean, readChoice } from '../shared/echarts/formDataValues';

import type { TreemapSeriesOption } from '../shared/extended-echarts/extendedEChartsOption';
import { isDimmedBySelection, type HierarchyNode } from '../shared/hierarchy/hierarchy';
import { NODE_LABEL_TYPES, nodeLabelFormatter } from '../shared/hierarchy/nodeLabel';
import type { PathChartProps } from '../shared/hierarchy/pathCrossFilter';
import { readableTextColor } from '../shared/color/readableTextColor';
import {
  hierarchyChartProps,
  readHierarchyChartData,
  type HierarchyDataItem,
} from '../shared/hierarchy/hierarchyChartData';

export type TreemapChartProps = PathChartProps;

type TreemapData = NonNullable<TreemapSeriesOption['data']>;

interface TreemapItem extends HierarchyDataItem {
  itemStyle: { color: string; colorAlpha: number };
  label?: { color: string };
  upperLabel?: { color: string };
  children?: TreemapItem[];
}

/** Room kept under the plot for the breadcrumb when clicks zoom. */
const BREADCRUMB_ROOM = 30;
const UPPER_LABEL_HEIGHT = 22;

export function transformProps(chartProps: ChartProps): TreemapChartProps {
  const { formData } = chartProps;
  const data = readHierarchyChartData(chartProps, 'groupby');
  const { metricLabel, formatValue, tree, nodes, selectedKeys, crossFiltering } = data;

  const colorScale = formDataColorScale(formData);
  const showLabels = readBoolean(formData, 'show_labels', true);
  const showUpperLabels = readBoolean(formData, 'show_upper_labels', true);
  const labelType = readChoice(formData, 'label_type', NODE_LABEL_TYPES, 'key_value');

  const toItem = (node: HierarchyNode, color: string): TreemapItem => {
    const dimmed = isDimmedBySelection(node.key, selectedKeys);
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

  const labelFormatter = nodeLabelFormatter(labelType, formatValue);

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

  return hierarchyChartProps(chartProps, data, series);
}
