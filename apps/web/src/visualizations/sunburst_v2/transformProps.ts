/**
 * Query result + form data → the sunburst's ECharts option (pure). Rings are the hierarchy
 * columns, arcs sized by the primary metric. Without a secondary metric arcs take the categorical
 * colour of their name; with one, the linear scheme colours each arc by secondary / primary
 * between the smallest and largest ratio. Labels by `label_type`, hidden for arcs under
 * `show_labels_threshold` percent of the total; the total in the middle when asked. Where clicks
 * cross filter (dashboards) a click selects the arc's path; elsewhere it zooms into the arc.
 */
import { getMetricLabel } from '@panorama/core/query/labels';

import type { ChartProps } from '../chartPluginTypes';
import { crossFilterChartProps } from '../shared/echarts/crossFilterChartProps';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { selectedNamesOf } from '../shared/echarts/crossFilter';
import {
  readBoolean,
  readChoice,
  readNumber,
  readOptionalString,
} from '../shared/echarts/formDataValues';
import { readMetric } from '../shared/formDataMetrics';
import type {
  ExtendedEChartsOption,
  SunburstSeriesOption,
} from '../shared/extended-echarts/extendedEChartsOption';
import { isOnSelectedPath, type HierarchyNode } from '../shared/hierarchy/hierarchy';
import { hierarchyTooltipRows, hierarchyTooltipTitle } from '../shared/hierarchy/hierarchyTooltip';
import { linearColorScale } from '../shared/color/linearColorScale';
import { formatNodeLabel, NODE_LABEL_TYPES } from '../shared/hierarchy/nodeLabel';
import type { PathChartProps } from '../shared/hierarchy/pathCrossFilter';
import { readableTextColor } from '../shared/color/readableTextColor';
import { tooltipHtml } from '../shared/extended-echarts/tooltipHtml';
import { itemTooltip } from '../shared/echarts/itemTooltip';
import { centredTotal } from '../shared/echarts/totalGraphic';
import {
  hierarchyCrossFilter,
  readHierarchyChartData,
  tooltipNode,
} from '../shared/hierarchy/hierarchyChartData';

export type SunburstChartProps = PathChartProps;

type SunburstData = NonNullable<SunburstSeriesOption['data']>;

interface SunburstItem {
  name: string;
  value: number;
  /** The node's path key, read back by click and tooltip handlers. */
  key: string;
  itemStyle: { color: string; opacity: number };
  label?: { show?: boolean; color?: string };
  children?: SunburstItem[];
}

/** secondary / primary, 0 where the primary is 0. */
function ratioOf(node: HierarchyNode): number {
  return node.value === 0 ? 0 : node.secondaryValue / node.value;
}

export function transformProps(chartProps: ChartProps): SunburstChartProps {
  const { formData, hooks } = chartProps;
  const secondary = readMetric(formData.secondary_metric);
  const secondaryLabel = secondary ? getMetricLabel(secondary) : undefined;
  const data = readHierarchyChartData(chartProps, 'columns', secondaryLabel);
  const { columns, metricLabel, formatValue, formatPercent, tree, total, nodes } = data;
  const colorByCategory = secondaryLabel === undefined || secondaryLabel === metricLabel;

  let minRatio = Infinity;
  let maxRatio = -Infinity;
  for (const { node } of nodes.values()) {
    minRatio = Math.min(minRatio, ratioOf(node));
    maxRatio = Math.max(maxRatio, ratioOf(node));
  }

  const categorical = formDataColorScale(formData);
  const linear = linearColorScale(
    readOptionalString(formData, 'linear_color_scheme'),
    nodes.size ? [minRatio, maxRatio] : [0, 1],
  );
  const colorOf = (node: HierarchyNode) =>
    colorByCategory ? categorical(node.name) : linear(ratioOf(node));

  const showLabels = readBoolean(formData, 'show_labels', true);
  const threshold = readNumber(formData, 'show_labels_threshold', 5);
  const labelType = readChoice(formData, 'label_type', NODE_LABEL_TYPES, 'key');
  const showTotal = readBoolean(formData, 'show_total', false);
  const selectedKeys = selectedNamesOf(chartProps.filterState);
  const crossFiltering = Boolean(hooks.setDataMask) && columns.length > 0;

  const toItem = (node: HierarchyNode): SunburstItem => {
    const color = colorOf(node);
    const dimmed = selectedKeys.length > 0 && !isOnSelectedPath(node.key, selectedKeys);
    const small = total > 0 && (node.value / total) * 100 < threshold;
    const textColor = readableTextColor(color);
    return {
      name: node.name,
      value: node.value,
      key: node.key,
      itemStyle: { color, opacity: dimmed ? 0.3 : 1 },
      ...(small || textColor
        ? {
            label: {
              ...(small ? { show: false } : {}),
              ...(textColor ? { color: textColor } : {}),
            },
          }
        : {}),
      ...(node.children.length ? { children: node.children.map(toItem) } : {}),
    };
  };

  const tooltipFormatter = (params: unknown): string => {
    const entry = tooltipNode(nodes, params);
    if (!entry) return '';
    const rows = hierarchyTooltipRows(entry, data);
    if (!colorByCategory && secondaryLabel !== undefined) {
      rows.push([secondaryLabel, formatValue(entry.node.secondaryValue)]);
      rows.push([`${secondaryLabel} / ${metricLabel}`, formatPercent(ratioOf(entry.node))]);
    }
    return tooltipHtml(hierarchyTooltipTitle(entry), rows);
  };

  const series: SunburstSeriesOption = {
    type: 'sunburst',
    // A hole in the middle holds the total.
    radius: [showTotal ? '22%' : 0, '95%'],
    // Where clicks cross filter (dashboards) a click selects; elsewhere it zooms into the arc,
    // and a click in the middle zooms back out.
    nodeClick: crossFiltering ? false : 'rootToNode',
    animation: nodes.size <= 1000,
    data: tree.map(toItem) as SunburstData,
    itemStyle: { borderColor: '#ffffff', borderWidth: 1 },
    label: {
      show: showLabels,
      rotate: 'radial',
      overflow: 'truncate',
      formatter: (params: { name?: string; value?: unknown }) =>
        formatNodeLabel(
          labelType,
          params.name ?? '',
          formatValue(typeof params.value === 'number' ? params.value : 0),
        ),
    },
    emphasis: { focus: 'ancestor' },
  };

  const option: ExtendedEChartsOption = {
    tooltip: itemTooltip(tooltipFormatter),
    series: [series],
    ...centredTotal(showTotal, formatValue(total)),
  };

  return crossFilterChartProps(chartProps, option, hierarchyCrossFilter(data, selectedKeys));
}
