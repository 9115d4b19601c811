/**
 * Query result + form data → the sankey's ECharts option (pure). Nodes are the distinct source
 * and target values (a value that is both is one node), coloured by name from the categorical
 * scheme; links are the flows, as wide as their metric and tinted like their source. Flows that
 * loop cannot be drawn: the chart fails with a message naming one link of the loop.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { t } from '../../i18n/t';
import type { ChartHooks, ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { readOptionalString } from '../shared/echarts/formDataValues';
import type {
  ExtendedEChartsOption,
  SankeySeriesOption,
} from '../shared/extended-echarts/extendedEChartsOption';
import type { TooltipRow } from '../shared/extended-echarts/tooltipHtml';
import type { FlowDrill } from '../shared/flows/FlowChartView';
import { findLoop } from '../shared/flows/flowLinks';
import { flowTooltipFormatter } from '../shared/flows/flowTooltip';
import { readFlowChartData } from '../shared/flows/flowChartData';
import { itemTooltip } from '../shared/echarts/itemTooltip';

export type SankeyChartProps = {
  option: ExtendedEChartsOption;
  width: number;
  height: number;
  drill: FlowDrill;
  onContextMenu?: ChartHooks['onContextMenu'];
};

/** The message of a sankey whose flows loop (Superset's wording). */
export function loopMessage(source: string, target: string): string {
  return t(
    "There is a loop in your Sankey, please provide a tree. Here's a faulty link: %s",
    `${source} -> ${target}`,
  );
}

export function transformProps(chartProps: ChartProps): SankeyChartProps {
  const { formData, queriesData, width, height, hooks } = chartProps;
  const result = queriesData[0];
  const { metricLabel, flows, drill } = readFlowChartData(formData, result, ['source', 'target']);
  const loop = findLoop(flows.links);
  if (loop) throw new Error(loopMessage(loop.source, loop.target));

  const formatValue = getNumberFormatter(readOptionalString(formData, 'number_format'));
  const formatPercent = getNumberFormatter(',.1%');
  const share = (part: number, whole: number | undefined) =>
    formatPercent(whole ? part / whole : 0);
  const colorScale = formDataColorScale(formData);

  const tooltipFormatter = flowTooltipFormatter(
    (link) => [
      [metricLabel, formatValue(link.value)],
      [
        t(
          '%s of the flow out of %s',
          share(link.value, flows.outflow.get(link.source)),
          link.source,
        ),
      ],
      [t('%s of the flow into %s', share(link.value, flows.inflow.get(link.target)), link.target)],
    ],
    (name) => {
      const rows: TooltipRow[] = [];
      const incoming = flows.inflow.get(name);
      const outgoing = flows.outflow.get(name);
      if (incoming !== undefined) rows.push([t('Incoming'), formatValue(incoming)]);
      if (outgoing !== undefined) rows.push([t('Outgoing'), formatValue(outgoing)]);
      return rows;
    },
  );

  const series: SankeySeriesOption = {
    type: 'sankey',
    animation: false,
    left: 10,
    right: 120,
    top: 10,
    bottom: 10,
    nodeGap: 10,
    emphasis: { focus: 'adjacency' },
    data: flows.nodes.map((name) => ({ name, itemStyle: { color: colorScale(name) } })),
    links: flows.links.map((link) => ({
      source: link.source,
      target: link.target,
      value: link.value,
    })),
    lineStyle: { color: 'source', opacity: 0.35, curveness: 0.5 },
    label: { show: true, position: 'right', overflow: 'truncate', width: 110 },
  };

  return {
    option: {
      tooltip: itemTooltip(tooltipFormatter),
      series: [series],
    },
    width,
    height,
    drill,
    onContextMenu: hooks.onContextMenu,
  };
}
