/**
 * The canvas of an ECharts chart that cross filters and drills: a click on an item emits the data
 * mask `events.maskOf` makes for it (where the host passes `setDataMask`), a right click opens the
 * drill menu with the filters `events.drillFiltersOf` finds (where the host offers one) and the
 * mask a click would emit. Each
 * chart type says only how an event maps to its items; pass a stable object (module level or
 * memoised).
 */
import { useCallback } from 'react';
import type { CrossFilterChartProps } from './crossFilterChartProps';
import type { CrossFilterDataMask } from './crossFilter';
import type { DrillFilter } from './drillMenu';
import type { EChartsMouseEvent } from './echartsOption';
import { PluginEChartsView } from './PluginEChartsView';
import { useDrillMenuHandler } from './useDrillMenuHandler';

/** How a chart's mouse events map to its items, for cross filters and the drill menu. */
export interface CrossFilterEvents<CrossFilter> {
  /** The data mask a click emits; null where it hit no item to filter on. */
  maskOf: (crossFilter: CrossFilter, event: EChartsMouseEvent) => CrossFilterDataMask | null;
  /** The drill menu's filters for a right click; null where it hit no item. */
  drillFiltersOf: (
    crossFilter: CrossFilter | null,
    event: EChartsMouseEvent,
  ) => DrillFilter[] | null;
}

export interface CrossFilterEChartsViewProps<Option extends object, CrossFilter> {
  chart: CrossFilterChartProps<Option, CrossFilter>;
  events: CrossFilterEvents<CrossFilter>;
  testId: string;
}

export function CrossFilterEChartsView<Option extends object, CrossFilter>({
  chart,
  events,
  testId,
}: CrossFilterEChartsViewProps<Option, CrossFilter>) {
  const { crossFilter, setDataMask, onContextMenu } = chart;
  const { maskOf, drillFiltersOf } = events;

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      if (!crossFilter || !setDataMask) return;
      const mask = maskOf(crossFilter, event);
      if (mask) setDataMask(mask);
    },
    [crossFilter, setDataMask, maskOf],
  );

  const handleContextMenu = useDrillMenuHandler(
    onContextMenu,
    useCallback(
      (event: EChartsMouseEvent) => drillFiltersOf(crossFilter, event),
      [crossFilter, drillFiltersOf],
    ),
    useCallback(
      (event: EChartsMouseEvent) =>
        crossFilter && setDataMask ? maskOf(crossFilter, event) : null,
      [crossFilter, setDataMask, maskOf],
    ),
  );

  return (
    <PluginEChartsView
      chart={chart}
      onClick={handleClick}
      onContextMenu={handleContextMenu}
      testId={testId}
    />
  );
}
