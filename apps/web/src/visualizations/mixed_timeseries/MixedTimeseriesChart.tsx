/**
 * The mixed chart's component: draws the option, emits a cross filter on the clicked series'
 * group values (by the group-by of the query the series comes from, where the host passes
 * `setDataMask`), and opens the drill menu on right click with the point's filters.
 * Lines and bars, the usual mix, are registered up front; scatter series, zoom and annotation
 * marks load when an option uses them.
 */
import { useCallback } from 'react';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import '../shared/echarts/parts/barSeries';
import '../shared/echarts/parts/lineSeries';
import { crossFilterDataMask } from '../shared/echarts/crossFilter';
import { drillFilter, type DrillFilter } from '../shared/echarts/drillMenu';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import { ANNOTATION_ID_PREFIX } from '../timeseries/annotations/annotationSeries';
import type { MixedTimeseriesChartProps } from './transformProps';
import { useDrillMenuHandler } from '../shared/echarts/useDrillMenuHandler';

// The tooltip brings the axis pointer its 'axis' trigger draws.
registerEChartsParts([GridComponent, TooltipComponent, LegendComponent]);

function dataSeriesName(event: EChartsMouseEvent): string | undefined {
  if (event.componentType !== 'series' || typeof event.seriesName !== 'string') return undefined;
  return event.seriesId?.startsWith(ANNOTATION_ID_PREFIX) ? undefined : event.seriesName;
}

export default function MixedTimeseriesChart(props: MixedTimeseriesChartProps) {
  const { crossFilter, setDataMask, onContextMenu, xAxis } = props;

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      const name = dataSeriesName(event);
      if (!crossFilter || !setDataMask || name === undefined) return;
      const query = crossFilter.queryOf[name];
      const filter = query === undefined ? null : crossFilter.queries[query];
      if (!filter) return;
      // A selection belongs to one query: names of the other one are dropped.
      const selected = crossFilter.selectedNames.filter((selectedName) =>
        Object.hasOwn(filter.valuesByName, selectedName),
      );
      setDataMask(crossFilterDataMask(filter.groupby, filter.valuesByName, selected, name));
    },
    [crossFilter, setDataMask],
  );

  const handleContextMenu = useDrillMenuHandler(
    onContextMenu,
    useCallback(
      (event: EChartsMouseEvent) => {
        const name = dataSeriesName(event);
        if (name === undefined) return null;
        const value = Array.isArray(event.value) ? (event.value as unknown[]) : [];
        const filters: DrillFilter[] = [];
        if (value[0] !== undefined && value[0] !== null) {
          filters.push({ col: xAxis.label, op: '==', val: value[0] });
        }
        const query = crossFilter?.queryOf[name];
        const filter = query === undefined ? null : crossFilter?.queries[query];
        const groupValues = filter?.valuesByName[name] ?? [];
        filter?.groupby.forEach((col, index) => filters.push(drillFilter(col, groupValues[index])));
        return filters;
      },
      [crossFilter, xAxis.label],
    ),
  );

  return (
    <PluginEChartsView
      chart={props}
      onClick={handleClick}
      onContextMenu={handleContextMenu}
      testId="echarts-mixed-timeseries"
    />
  );
}
