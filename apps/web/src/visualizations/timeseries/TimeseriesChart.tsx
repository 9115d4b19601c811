/**
 * The component of every time-series chart type: draws the option from transformProps, emits a
 * cross filter when a series is clicked (charts with a group-by, where the host passes
 * `setDataMask`), and opens the drill menu on right click with the point's filters. Registers the
 * ECharts parts all of them draw with; each type's module adds its own series.
 */
import { useMemo } from 'react';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { itemCrossFilterMask, type ItemCrossFilter } from '../shared/categories/itemCrossFilter';
import { pointDrillFilters } from '../shared/echarts/drillMenu';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { CrossFilterEChartsView } from '../shared/echarts/CrossFilterEChartsView';
import { ANNOTATION_ID_PREFIX } from './annotations/annotationSeries';
import type { TimeseriesChartProps } from './transformTimeseriesProps';

// The tooltip brings the axis pointer its 'axis' trigger draws.
registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

function isDataSeries(event: EChartsMouseEvent): boolean {
  return (
    event.componentType === 'series' &&
    typeof event.seriesName === 'string' &&
    !event.seriesId?.startsWith(ANNOTATION_ID_PREFIX)
  );
}

function seriesMask(crossFilter: ItemCrossFilter, event: EChartsMouseEvent) {
  return isDataSeries(event) ? itemCrossFilterMask(crossFilter, event.seriesName as string) : null;
}

export default function TimeseriesChart(props: TimeseriesChartProps) {
  const { label: xLabel, horizontal } = props.xAxis;

  const events = useMemo(
    () => ({
      maskOf: seriesMask,
      drillFiltersOf: (crossFilter: ItemCrossFilter | null, event: EChartsMouseEvent) => {
        if (!isDataSeries(event)) return null;
        const value = Array.isArray(event.value) ? (event.value as unknown[]) : [];
        return pointDrillFilters(
          xLabel,
          horizontal ? value[1] : value[0],
          crossFilter?.groupby ?? [],
          crossFilter?.valuesByName[event.seriesName as string] ?? [],
        );
      },
    }),
    [xLabel, horizontal],
  );

  return <CrossFilterEChartsView chart={props} events={events} testId="echarts-timeseries" />;
}
