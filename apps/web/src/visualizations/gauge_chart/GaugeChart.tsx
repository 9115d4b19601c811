/**
 * The gauge component: registers ECharts' gauge series and tooltip (only this chunk needs the
 * gauge), draws the option, cross-filters on a clicked pointer's group and opens the drill menu
 * on right click.
 */
import { GaugeChart as EChartsGauge } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import { useCallback } from 'react';
import { useChartRenderedCallback } from '../shared/chartRenderSignal';
import { crossFilterDataMask } from '../shared/echarts/crossFilter';
import type { EChartsMouseEvent, EChartsOption } from '../shared/echarts/echartsOption';
import { EChartsView } from '../shared/echarts/EChartsView';
import type { GaugeChartProps } from './transformProps';

registerEChartsParts([EChartsGauge, TooltipComponent]);

export default function GaugeChart(props: GaugeChartProps) {
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
      if (!onContextMenu || event.componentType !== 'series') return;
      const pointer = event.event?.event;
      const values = (event.name && crossFilter?.valuesByName[event.name]) || [];
      const filters = (crossFilter?.groupby ?? []).map((col, index) => {
        const val = values[index] ?? null;
        return val === null ? { col, op: 'IS NULL', val: null } : { col, op: '==', val };
      });
      onContextMenu(pointer?.clientX ?? 0, pointer?.clientY ?? 0, filters);
    },
    [crossFilter, onContextMenu],
  );

  return (
    <EChartsView
      // The shared option type lists only the series registered for every chart; the gauge
      // series is registered above, in this chunk, so its option is passed through as is.
      option={props.option as unknown as EChartsOption}
      width={props.width}
      height={props.height}
      onFinished={rendered}
      onClick={handleClick}
      onContextMenu={onContextMenu ? handleContextMenu : undefined}
      testId="echarts-gauge"
    />
  );
}
