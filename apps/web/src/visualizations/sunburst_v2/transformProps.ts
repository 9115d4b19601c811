/**
 * Query result + form data → the sunburst's ECharts option (pure). Rings are the hierarchy
 * columns, arcs sized by the primary metric. Without a secondary metric arcs take the categorical
 * colour of their name; with one, the linear scheme colours each arc by secondary / primary
 * between the smallest and largest ratio. Labels by `label_type`, hidden for arcs under
 * `show_labels_threshold` percent of the total; the total in the middle when asked. Where clicks
 * cross filter (dashboards) a click selects the arc's path; elsewhere it zooms into the arc.
 */

import type { ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import {
  readBoolean,
  readChoice,
  readNumber,
  readOptionalString,
} from '../shared/echarts/formDataValues';
import { readMetricLabel } from '../shared/formDataMetrics';
import type { SunburstSeriesOption } from '../shared/extended-echarts/extendedEChartsOption';
import { isDimmedBySelection, type HierarchyNode } from '../shared/hierarchy/hierarchy';
import { linearColorScale } from '../shared/color/linearColorScale';
import { NODE_LABEL_TYPES, nodeLabelFormatter } from '../shared/hierarchy/nodeLabel';
import type { PathChartProps } from '../shared/hierarchy/pathCrossFilter';
import { readableTextColor } from '../shared/color/readableTextColor';
import type { TooltipRow } from '../shared/extended-echarts/tooltipHtml';
import { centredTotal } from '../shared/echarts/totalGraphic';
import {
  hierarchyChartProps,
  readHierarchyChartData,
  type HierarchyDataItem,
} from '../shared/hierarchy/hierarchyChartData';

export type SunburstChartProps = PathChartProps;

type SunburstData = NonNullable<SunburstSeriesOption['data']>;

interface SunburstItem extends HierarchyDataItem {
  itemStyle: { color: string; opacity: number };
  label?: { show?: boolean; color?: string };
  children?: SunburstItem[];
}

/** secondary / primary, 0 where the primary is 0. */
function ratioOf(node: HierarchyNode): number {
  return node.value === 0 ? 0 : node.secondaryValue / node.value;
}

export function transformProps(chartProps: ChartProps): SunburstChartProps {
  const { formData } = chartProps;
  const secondaryLabel = readMetricLabel(formData.secondary_metric);
  const data = readHierarchyChartData(chartProps, 'columns', secondaryLabel);
  const {
    metricLabel,
    formatValue,
    formatPercent,
    tree,
    total,
    nodes,
    selectedKeys,
    crossFiltering,
  } = data;
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

  const toItem = (node: HierarchyNode): SunburstItem => {
    const color = colorOf(node);
    const dimmed = isDimmedBySelection(node.key, selectedKeys);
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

  const secondaryRows = (node: HierarchyNode): TooltipRow[] =>
    colorByCategory || secondaryLabel === undefined
      ? []
      : [
          [secondaryLabel, formatValue(node.secondaryValue)],
          [`${secondaryLabel} / ${metricLabel}`, formatPercent(ratioOf(node))],
        ];

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
      formatter: nodeLabelFormatter(labelType, formatValue),
    },
    emphasis: { focus: 'ancestor' },
  };

  return hierarchyChartProps(chartProps, data, series, {
    tooltipRows: secondaryRows,
    option: centredTotal(showTotal, formatValue(total)),
  });
}
