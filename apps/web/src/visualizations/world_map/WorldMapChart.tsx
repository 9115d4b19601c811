/**
 * The world map component: loads the world shapes (their own chunk), draws countries and
 * bubbles, emits a cross filter on the country column when a country or bubble with data is
 * clicked (where the host passes `setDataMask`) and opens the drill menu on right click.
 */
import { useCallback, useMemo } from 'react';
import { GeoComponent, TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
// The bubbles.
import '../shared/echarts/parts/scatterSeries';
import { useShallowStable } from '../shared/useShallowStable';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { GeoChartView } from '../shared/maps/GeoChartView';
import { loadWorldAtlas } from '../shared/maps/mapAtlasLoaders';
import { MapChartFrame, type MapView } from '../shared/maps/MapChartFrame';
import type { WorldMapChartProps } from './transformProps';
import { buildWorldMapOption, worldMapCrossFilter } from './worldMapOption';

registerEChartsParts([GeoComponent, TooltipComponent]);

function clickedKey(event: EChartsMouseEvent): string | undefined {
  const fromMap = event.componentType === 'geo' || event.componentType === 'series';
  return fromMap && event.name ? event.name : undefined;
}

function WorldMapCanvas({ props, view }: { props: WorldMapChartProps; view: MapView }) {
  const { atlas } = view;
  const { setDataMask, onContextMenu, entityColumn, selectedNames } = props;
  const { option, byKey } = useMemo(() => buildWorldMapOption(props, atlas), [props, atlas]);

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      const key = clickedKey(event);
      const dataMask =
        key === undefined ? null : worldMapCrossFilter(byKey, { entityColumn, selectedNames }, key);
      if (setDataMask && dataMask) setDataMask(dataMask);
    },
    [byKey, entityColumn, selectedNames, setDataMask],
  );

  const handleContextMenu = useCallback(
    (event: EChartsMouseEvent) => {
      const match = byKey.get(clickedKey(event) ?? '');
      if (!onContextMenu || !match || entityColumn === '') return;
      const pointer = event.event?.event;
      onContextMenu(pointer?.clientX ?? 0, pointer?.clientY ?? 0, [
        { col: entityColumn, op: '==', val: match.entity },
      ]);
    },
    [byKey, entityColumn, onContextMenu],
  );

  return (
    <GeoChartView
      {...view}
      option={option}
      onClick={handleClick}
      onContextMenu={onContextMenu ? handleContextMenu : undefined}
      testId="echarts-world-map"
    />
  );
}

export default function WorldMapChart(spreadProps: WorldMapChartProps) {
  const props = useShallowStable(spreadProps);
  return (
    <MapChartFrame load={loadWorldAtlas} width={props.width} height={props.height}>
      {(view) => <WorldMapCanvas props={props} view={view} />}
    </MapChartFrame>
  );
}
