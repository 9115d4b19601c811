/**
 * Query result + form data → the graph's ECharts option (pure). Nodes sized by the total value
 * of their links and labelled above `showSymbolThreshold`; edges as wide as their metric, drawn
 * with the chosen end symbols. With category columns, nodes take their category's colour and the
 * legend lists the categories; otherwise each node takes the colour of its name. Layout, forces,
 * roaming, dragging and selection come from the controls.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getTimeFormatter, SMART_DATE_DETAILED } from '@panorama/core/format/time-format';
import type { ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { buildLegend, legendPadding, readLegendSettings } from '../shared/echarts/legend';
import { readMetricLabel } from '../shared/formDataMetrics';
import type {
  ExtendedEChartsOption,
  GraphSeriesOption,
  TooltipParams,
} from '../shared/extended-echarts/extendedEChartsOption';
import { readColumnLabel } from '../shared/form-data/formDataColumns';
import { categoryName, temporalColumnsOf } from '../shared/categories/groupValues';
import { tooltipHtml } from '../shared/extended-echarts/tooltipHtml';
import { readGraphSettings } from './graphFormData';
import { buildGraphNetwork, scaledSize, valueRange } from './graphNetwork';
import { itemTooltip } from '../shared/echarts/itemTooltip';

export type GraphChartProps = {
  option: ExtendedEChartsOption;
  width: number;
  height: number;
};

export function transformProps(chartProps: ChartProps): GraphChartProps {
  const { formData, queriesData, width, height } = chartProps;
  const result = queriesData[0];
  const metricLabel = readMetricLabel(formData.metric) ?? result?.colnames?.at(-1) ?? '';
  const temporal = temporalColumnsOf(result);
  const formatDate = getTimeFormatter(SMART_DATE_DETAILED);
  const formatValue = getNumberFormatter();

  const network = buildGraphNetwork({
    rows: result?.data ?? [],
    source: readColumnLabel(formData, 'source') ?? '',
    target: readColumnLabel(formData, 'target') ?? '',
    sourceCategory: readColumnLabel(formData, 'source_category'),
    targetCategory: readColumnLabel(formData, 'target_category'),
    metric: metricLabel,
    nameOf: (column, value) => categoryName(value, temporal.has(column), formatDate),
  });
  const settings = readGraphSettings(formData);
  const colorScale = formDataColorScale(formData);
  const hasCategories = network.categories.length > 0;
  const legend = readLegendSettings(formData);
  const legendShown = legend.show && hasCategories;
  const padding = legendPadding({ ...legend, show: legendShown });
  const nodeRange = valueRange(network.nodes.map((node) => node.value));
  const linkRange = valueRange(network.links.map((link) => link.value));
  const namesById = new Map(network.nodes.map((node) => [node.id, node.name]));

  const series: GraphSeriesOption = {
    type: 'graph',
    layout: settings.layout,
    zoom: 0.7,
    force: {
      initLayout: 'circular',
      layoutAnimation: true,
      edgeLength: settings.edgeLength,
      gravity: settings.gravity,
      repulsion: settings.repulsion,
      friction: settings.friction,
    },
    circular: { rotateLabel: true },
    roam: settings.roam,
    draggable: settings.draggable,
    selectedMode: settings.selectedMode,
    edgeSymbol: settings.edgeSymbol,
    edgeSymbolSize: settings.baseEdgeWidth * 2,
    top: padding.top,
    bottom: padding.bottom,
    left: padding.left,
    right: padding.right,
    categories: network.categories.map((name) => ({
      name,
      itemStyle: { color: colorScale(name) },
    })),
    data: network.nodes.map((node) => ({
      id: node.id,
      name: node.name,
      value: node.value,
      ...(node.category === undefined
        ? { itemStyle: { color: colorScale(node.name) } }
        : { category: node.category }),
      symbolSize: scaledSize(node.value, nodeRange, settings.baseNodeSize),
      label: { show: node.value > settings.showSymbolThreshold },
    })),
    links: network.links.map((link) => ({
      source: link.source,
      target: link.target,
      value: link.value,
      lineStyle: { width: scaledSize(link.value, linkRange, settings.baseEdgeWidth) },
    })),
    label: { position: 'right', distance: 5, fontSize: 12, formatter: '{b}' },
    lineStyle: { color: 'source', curveness: 0.1 },
    emphasis: { focus: 'adjacency' },
    select: { itemStyle: { borderWidth: 3 }, label: { fontWeight: 'bolder' } },
    animationDuration: 500,
    animationEasing: 'cubicOut',
  };

  const tooltipFormatter = (params: unknown): string => {
    const { dataType, data, name = '' } = params as TooltipParams;
    if (dataType === 'edge') {
      const edge = data as { source: string; target: string; value: number };
      const from = namesById.get(edge.source) ?? '';
      const to = namesById.get(edge.target) ?? '';
      return tooltipHtml(`${from} > ${to}`, [[metricLabel, formatValue(edge.value)]]);
    }
    const node = data as { value?: number };
    return tooltipHtml(name, [[metricLabel, formatValue(node.value ?? 0)]]);
  };

  return {
    option: {
      tooltip: itemTooltip(tooltipFormatter),
      legend: buildLegend({ ...legend, show: legendShown }, network.categories),
      series: [series],
    },
    width,
    height,
  };
}
