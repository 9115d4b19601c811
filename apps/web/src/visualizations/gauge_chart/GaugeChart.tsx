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
import { itemCrossFilterMask } from '../shared/categories/itemCrossFilter';
import { drillFilter } from '../shared/echarts/drillMenu';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import type { GaugeChartProps } from './transformProps';
import { useDrillMenuHandler } from '../shared/echarts/useDrillMenuHandler';

registerEChartsParts([EChartsGauge, TooltipComponent]);

export default function GaugeChart(props: GaugeChartProps) {
  const { crossFilter, setDataMask, onContextMenu } = props;

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      if (!crossFilter || !setDataMask || event.componentType !== 'series' || !event.name) return;
      setDataMask(itemCrossFilterMask(crossFilter, event.name));
    },
    [crossFilter, setDataMask],
  );

  const handleContextMenu = useDrillMenuHandler(
    onContextMenu,
    useCallback(
      (event: EChartsMouseEvent) => {
        if (event.componentType !== 'series') return null;
        // Unlike the other category charts, a gauge without group-by still opens the menu, empty.
        const values = (event.name && crossFilter?.valuesByName[event.name]) || [];
        return (crossFilter?.groupby ?? []).map((col, index) => drillFilter(col, values[index]));
      },
      [crossFilter],
    ),
  );

  return (
    <PluginEChartsView
      chart={props}
      onClick={handleClick}
      onContextMenu={handleContextMenu}
      testId="echarts-gauge"
    />
  );
}
