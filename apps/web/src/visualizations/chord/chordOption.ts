/**
 * The chord diagram's ECharts option: its series (registered on demand as an option part,
 * `shared/echarts/parts/chordSeries.ts`) and tooltip. Type-only: pure code imports it without
 * loading ECharts.
 */
import type { ChordSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChordOption = ComposeOption<ChordSeriesOption | TooltipComponentOption>;
