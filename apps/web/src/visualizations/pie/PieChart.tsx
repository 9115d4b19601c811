/**
 * The pie component: draws the option, emits a cross filter when a slice is clicked (with a
 * group-by, where the host passes `setDataMask`) and opens the drill menu on right click.
 * Registers ECharts' pie series, tooltip and legend; the "Total" text (a graphic) loads when the
 * option shows it.
 */
import { useCallback } from 'react';
import { PieChart as PieSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import { crossFilterDataMask } from '../shared/echarts/crossFilter';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { EChartsView } from '../shared/echarts/EChartsView';
import type { PieChartProps } from './transformProps';

registerEChartsParts([PieSeries, TooltipComponent, LegendComponent]);

export default function PieChart(props: PieChartProps) {
  const { crossFilter, setDataMask, onContextMenu } = props;
  const rendered = useChartRenderedCallback();

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      if (!crossFilter || !setDataMask || event.componentType !== 'series' || !event.name) return;
      setDataMask(
        crossFilterDataMask(
          crossFilter.groupby,
          crossFilter.valuesByName,
          crossFilter.selectedNames,
          event.name,
        ),
      );
    },
    [crossFilter, setDataMask],
  );

  const handleContextMenu = useCallback(
    (event: EChartsMouseEvent) => {
      if (!onContextMenu || !crossFilter || event.componentType !== 'series' || !event.name) return;
      const pointer = event.event?.event;
      const values = crossFilter.valuesByName[event.name] ?? [];
      const filters = crossFilter.groupby.map((col, index) => {
        const val = values[index] ?? null;
        return val === null ? { col, op: 'IS NULL', val: null } : { col, op: '==', val };
      });
      onContextMenu(pointer?.clientX ?? 0, pointer?.clientY ?? 0, filters);
    },
    [crossFilter, onContextMenu],
  );

  return (
    <EChartsView
      option={props.option}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      onClick={handleClick}
      onContextMenu={onContextMenu ? handleContextMenu : undefined}
      testId="echarts-pie"
    />
  );
}
