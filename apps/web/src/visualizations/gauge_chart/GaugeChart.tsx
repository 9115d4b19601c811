/**
 * The gauge component: registers ECharts' gauge series and tooltip (only this chunk needs the
 * gauge), draws the option, cross-filters on a clicked pointer's group and opens the drill menu
 * on right click.
 */
import { GaugeChart as EChartsGauge } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { itemCrossFilterMask, type ItemCrossFilter } from '../shared/categories/itemCrossFilter';
import { CrossFilterEChartsView } from '../shared/echarts/CrossFilterEChartsView';
import { drillFilter } from '../shared/echarts/drillMenu';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import type { GaugeChartProps } from './transformProps';

registerEChartsParts([EChartsGauge, TooltipComponent]);

function pointerMask(crossFilter: ItemCrossFilter, event: EChartsMouseEvent) {
  if (event.componentType !== 'series' || !event.name) return null;
  return itemCrossFilterMask(crossFilter, event.name);
}

function pointerDrillFilters(crossFilter: ItemCrossFilter | null, event: EChartsMouseEvent) {
  if (event.componentType !== 'series') return null;
  // Unlike the other category charts, a gauge without group-by still opens the menu, empty.
  const values = (event.name && crossFilter?.valuesByName[event.name]) || [];
  return (crossFilter?.groupby ?? []).map((col, index) => drillFilter(col, values[index]));
}

const POINTER_EVENTS = { maskOf: pointerMask, drillFiltersOf: pointerDrillFilters };

export default function GaugeChart(props: GaugeChartProps) {
  return <CrossFilterEChartsView chart={props} events={POINTER_EVENTS} testId="echarts-gauge" />;
}
