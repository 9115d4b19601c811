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
import { crossFilterDataMask } from '../shared/echarts/crossFilter';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { EChartsView } from '../shared/echarts/EChartsView';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
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

export default function TimeseriesChart(props: TimeseriesChartProps) {
  const { crossFilter, setDataMask, onContextMenu, xAxis } = props;
  const rendered = useChartRenderedCallback();

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      if (!crossFilter || !setDataMask || !isDataSeries(event)) return;
      setDataMask(
        crossFilterDataMask(
          crossFilter.groupby,
          crossFilter.valuesByName,
          crossFilter.selectedNames,
          event.seriesName as string,
        ),
      );
    },
    [crossFilter, setDataMask],
  );

  const handleContextMenu = useCallback(
    (event: EChartsMouseEvent) => {
      if (!onContextMenu || !isDataSeries(event)) return;
      const pointer = event.event?.event;
      const value = Array.isArray(event.value) ? (event.value as unknown[]) : [];
      const x: unknown = xAxis.horizontal ? value[1] : value[0];
      const filters: Array<{ col: string; op: string; val: unknown }> = [];
      if (x !== undefined && x !== null) {
        filters.push({ col: xAxis.label, op: '==', val: x });
      }
      const groupValues = crossFilter?.valuesByName[event.seriesName as string] ?? [];
      crossFilter?.groupby.forEach((col, index) => {
        const val = groupValues[index];
        filters.push(
          val === null || val === undefined
            ? { col, op: 'IS NULL', val: null }
            : { col, op: '==', val },
        );
      });
      onContextMenu(pointer?.clientX ?? 0, pointer?.clientY ?? 0, filters);
    },
    [crossFilter, onContextMenu, xAxis.label, xAxis.horizontal],
  );

  return (
    <EChartsView
      option={props.option}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      onClick={handleClick}
      onContextMenu={onContextMenu ? handleContextMenu : undefined}
      testId="echarts-timeseries"
    />
  );
}
