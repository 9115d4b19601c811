/**
 * Query result + form data → the chord diagram's ECharts option (pure). Nodes are the distinct
 * source and target values in name order (a value that is both is one arc, as Superset's chord
 * matrix has it), coloured by name from the categorical scheme; each source / target pair is a
 * ribbon as wide as its metric, tinted like its source.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import type { ChartHooks, ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { readOptionalString } from '../shared/echarts/formDataValues';
import { itemTooltip } from '../shared/echarts/itemTooltip';
import { flowTooltipFormatter } from '../shared/flows/flowTooltip';
import type { FlowDrill } from '../shared/flows/FlowChartView';
import { readFlowChartData } from '../shared/flows/flowChartData';
import type { ChordOption } from './chordOption';

export type ChordChartProps = {
  option: ChordOption;
  width: number;
  height: number;
  drill: FlowDrill;
  onContextMenu?: ChartHooks['onContextMenu'];
};

export function transformProps(chartProps: ChartProps): ChordChartProps {
  const { formData, queriesData, width, height, hooks } = chartProps;
  const result = queriesData[0];
  const { metricLabel, flows, drill } = readFlowChartData(formData, result, ['groupby', 'columns']);
  const nodes = [...flows.nodes].sort((a, b) => a.localeCompare(b));
  const formatValue = getNumberFormatter(readOptionalString(formData, 'y_axis_format'));
  const colorScale = formDataColorScale(formData);

  const tooltipFormatter = flowTooltipFormatter(
    (link) => [[metricLabel, formatValue(link.value)]],
    (name) => [
      [metricLabel, formatValue((flows.outflow.get(name) ?? 0) + (flows.inflow.get(name) ?? 0))],
    ],
  );

  return {
    option: {
      tooltip: itemTooltip(tooltipFormatter),
      series: [
        {
          type: 'chord',
          animation: false,
          radius: ['70%', '76%'],
          center: ['50%', '50%'],
          padAngle: 2,
          clockwise: true,
          data: nodes.map((name) => ({ name, itemStyle: { color: colorScale(name) } })),
          links: flows.links.map((link) => ({
            source: link.source,
            target: link.target,
            value: link.value,
          })),
          lineStyle: { color: 'source', opacity: 0.6 },
          emphasis: { focus: 'adjacency' },
          label: { show: true, position: 'outside', overflow: 'truncate', width: 90 },
        },
      ],
    },
    width,
    height,
    drill,
    onContextMenu: hooks.onContextMenu,
  };
}
