/**
 * The ECharts option type of the gauge: composed from the gauge series (registered by the
 * gauge's own component module) and the tooltip. Type-only module.
 */
import type { GaugeSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type GaugeOption = ComposeOption<GaugeSeriesOption | TooltipComponentOption>;
export type { GaugeSeriesOption };
