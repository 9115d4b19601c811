/**
 * The events every ECharts canvas of ours reports, wired the same way for the chart views
 * (EChartsView, the maps' GeoChartView): 'finished' once per drawn option (what the chart holder
 * counts as rendered), clicks, and right clicks with the browser menu suppressed. Callbacks are
 * read through refs so new closures never re-create the chart.
 */
import type { RefObject } from 'react';
import type { ECharts } from 'echarts/core';
import type { EChartsMouseEvent } from './echartsOption';

export interface ChartEventHandlers {
  /** After the current option has been drawn; once per option. */
  onFinished?: () => void;
  onClick?: (event: EChartsMouseEvent) => void;
  /** Right click on a data element (drill menus); the browser menu is suppressed then. */
  onContextMenu?: (event: EChartsMouseEvent) => void;
}

/** What every chart view takes: the option to draw at a size, and its event callbacks. */
export interface ChartViewProps<Option> extends ChartEventHandlers {
  option: Option;
  width: number;
  height: number;
  testId?: string;
}

export function attachChartEvents(
  chart: ECharts,
  handlers: RefObject<ChartEventHandlers>,
  finishPending: RefObject<boolean>,
): void {
  chart.on('finished', () => {
    // 'finished' also fires after hover effects; only the first one per option counts.
    if (!finishPending.current) return;
    finishPending.current = false;
    handlers.current.onFinished?.();
  });
  chart.on('click', (params) => handlers.current.onClick?.(params as EChartsMouseEvent));
  chart.on('contextmenu', (params) => {
    const event = params as EChartsMouseEvent;
    if (!handlers.current.onContextMenu) return;
    event.event?.event?.preventDefault();
    handlers.current.onContextMenu(event);
  });
}
