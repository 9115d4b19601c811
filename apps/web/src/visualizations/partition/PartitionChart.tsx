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
  // The renderer spreads the transformed props into a new object on every render; the option
  // is remade only when one of them changes, so a re-render does not redraw the chart.
  const { width, height, icicles, columnCount, columnNames, richTooltip, showShares, formatValue } =
    props;
  const [zoomState, setZoomState] = useState<{ icicles: unknown; zoom: PartitionZoom }>({
    icicles,
    zoom: NO_ZOOM,
  });
  const zoom = zoomState.icicles === icicles ? zoomState.zoom : NO_ZOOM;
  const chart = useMemo(
    () => ({
      width,
      height,
      icicles,
      columnCount,
      columnNames,
      richTooltip,
      showShares,
      formatValue,
    }),
    [width, height, icicles, columnCount, columnNames, richTooltip, showShares, formatValue],
  );
  const option = useMemo(() => partitionOption(chart, zoom), [chart, zoom]);

  const onClick = useCallback(
    (event: EChartsMouseEvent) => {
      const clicked = clickedNode(chart, event);
      if (!clicked) return;
      const target = zoomTargetOf(chart.icicles[clicked.icicle]?.items ?? [], clicked.id);
      if (target === undefined) return;
      setZoomState({ icicles: chart.icicles, zoom: { ...zoom, [clicked.icicle]: target } });
    },
    [chart, zoom],
  );

  return (
    <PluginEChartsView
      chart={{ option, width, height }}
      onClick={onClick}
      testId="echarts-partition"
    />
  );
}
