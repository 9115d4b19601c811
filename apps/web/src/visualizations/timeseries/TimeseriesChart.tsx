/**
 * The component of every time-series chart type: draws the option from transformProps, emits a
 * cross filter when a series is clicked (charts with a group-by, where the host passes
 * `setDataMask`), and opens the drill menu on right click with the point's filters. Registers the
 * ECharts parts all of them draw with; each type's module adds its own series.
 */
import { useCallback } from 'react';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { itemCrossFilterMask } from '../shared/categories/itemCrossFilter';
import { drillFilter, type DrillFilter } from '../shared/echarts/drillMenu';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import { ANNOTATION_ID_PREFIX } from './annotations/annotationSeries';
import type { TimeseriesChartProps } from './transformTimeseriesProps';
import { useDrillMenuHandler } from '../shared/echarts/useDrillMenuHandler';

// The tooltip brings the axis pointer its 'axis' trigger draws.
registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

function isDataSeries(event: EChartsMouseEvent): boolean {
  return (
    event.componentType === 'series' &&
    typeof event.seriesName === 'string' &&
    !event.seriesId?.startsWith(ANNOTATION_ID_PREFIX)
  );
}

export default function TimeseriesChart(props: TimeseriesChartProps) {
  const { crossFilter, setDataMask, onContextMenu, xAxis } = props;

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      if (!crossFilter || !setDataMask || !isDataSeries(event)) return;
      setDataMask(itemCrossFilterMask(crossFilter, event.seriesName as string));
    },
    [crossFilter, setDataMask],
  );

  const handleContextMenu = useDrillMenuHandler(
    onContextMenu,
    useCallback(
      (event: EChartsMouseEvent) => {
        if (!isDataSeries(event)) return null;
        const value = Array.isArray(event.value) ? (event.value as unknown[]) : [];
        const x: unknown = xAxis.horizontal ? value[1] : value[0];
        const filters: DrillFilter[] = [];
        if (x !== undefined && x !== null) {
          filters.push({ col: xAxis.label, op: '==', val: x });
        }
        const groupValues = crossFilter?.valuesByName[event.seriesName as string] ?? [];
        crossFilter?.groupby.forEach((col, index) =>
          filters.push(drillFilter(col, groupValues[index])),
        );
        return filters;
      },
      [crossFilter, xAxis.label, xAxis.horizontal],
    ),
  );

  return (
    <PluginEChartsView
      chart={props}
      onClick={handleClick}
      onContextMenu={handleContextMenu}
      testId="echarts-timeseries"
    />
  );
}
