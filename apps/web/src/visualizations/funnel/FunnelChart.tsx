/**
 * The funnel component chunk: registers ECharts' funnel series (only this chunk needs it) and
 * draws the steps, cross-filtering on a clicked step.
 */
import { FunnelChart as EChartsFunnel } from 'echarts/charts';
import { use } from 'echarts/core';
import { NamedItemChart } from '../shared/f/NamedItemChart';
import type { FunnelChartProps } from './transformProps';

use([EChartsFunnel]);

export default function FunnelChart(props: FunnelChartProps) {
  return <NamedItemChart {...props} testId="echarts-funnel" />;
}
