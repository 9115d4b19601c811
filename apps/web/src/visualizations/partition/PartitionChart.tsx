/**
 * The Partition Chart component: draws the icicles through the ECharts view (which loads the
 * custom series part) and keeps, per icicle, the node the last click zoomed into. Zooms start
 * over whenever new icicles arrive.
 */
import { useCallback, useMemo, useState } from 'react';
import { TooltipComponent } from 'echarts/components';
// Named apart from React's `use` hook: this registers ECharts parts, once, at module load.
import { use as registerEChartsParts } from 'echarts/core';
import type { EChartsMouseEvent } from '../shared/echarts/echartsOption';
import { PluginEChartsView } from '../shared/echarts/PluginEChartsView';
import { clickedNode, partitionOption, zoomTargetOf, type PartitionZoom } from './partitionOption';
import type { PartitionChartProps } from './transformProps';

registerEChartsParts([TooltipComponent]);

/** Every icicle at its root. */
const NO_ZOOM: PartitionZoom = {};

export default function PartitionChart(props: PartitionChartProps) {
  const [zoomState, setZoomState] = useState<{ icicles: unknown; zoom: PartitionZoom }>({
    icicles: props.icicles,
    zoom: NO_ZOOM,
  });
  const zoom = zoomState.icicles === props.icicles ? zoomState.zoom : NO_ZOOM;
  const option = useMemo(() => partitionOption(props, zoom), [props, zoom]);

  const onClick = useCallback(
    (event: EChartsMouseEvent) => {
      const clicked = clickedNode(props, event);
      if (!clicked) return;
      const target = zoomTargetOf(props.icicles[clicked.icicle]?.items ?? [], clicked.id);
      if (target === undefined) return;
      setZoomState({ icicles: props.icicles, zoom: { ...zoom, [clicked.icicle]: target } });
    },
    [props, zoom],
  );

  return (
    <PluginEChartsView
      chart={{ option, width: props.width, height: props.height }}
      onClick={onClick}
      testId="echarts-partition"
    />
  );
}
