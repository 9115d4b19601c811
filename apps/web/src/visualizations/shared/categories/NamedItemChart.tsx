/**
 * The component of category charts whose items are named by their group-by values (funnel,
 * radar, box plot): draws the option, emits a cross filter when an item is clicked (where the
 * host passes `setDataMask`) and opens the drill menu on right click. Each chart type's own
 * component module registers the ECharts parts it draws with before rendering this.
 */
import { useCallback } from 'react';

import type { EChartsMouseEvent } from '../echarts/echartsOption';
import { PluginEChartsView } from '../echarts/PluginEChartsView';
import { drillFilters, itemCrossFilterMask, type NamedItemChartProps } from './itemCrossFilter';
import { useDrillMenuHandler } from '../echarts/useDrillMenuHandler';

export interface NamedItemChartViewProps<O extends object> extends NamedItemChartProps<O> {
  testId: string;
  /** The item an event is about (default: the event's data name). */
  itemNameOf?: (event: EChartsMouseEvent) => string | undefined;
}

function defaultItemName(event: EChartsMouseEvent): string | undefined {
  return event.componentType === 'series' && event.name ? event.name : undefined;
}

export function NamedItemChart<O extends object>(props: NamedItemChartViewProps<O>) {
  const { crossFilter, setDataMask, onContextMenu, itemNameOf = defaultItemName } = props;

  const handleClick = useCallback(
    (event: EChartsMouseEvent) => {
      const name = itemNameOf(event);
      if (!crossFilter || !setDataMask || name === undefined) return;
      if (!Object.hasOwn(crossFilter.valuesByName, name)) return;
      setDataMask(itemCrossFilterMask(crossFilter, name));
    },
    [crossFilter, setDataMask, itemNameOf],
  );

  const handleContextMenu = useDrillMenuHandler(
    onContextMenu,
    useCallback(
      (event: EChartsMouseEvent) => {
        const name = itemNameOf(event);
        return crossFilter && name !== undefined ? drillFilters(crossFilter, name) : null;
      },
      [crossFilter, itemNameOf],
    ),
  );

  return (
    <PluginEChartsView
      chart={props}
      onClick={handleClick}
      onContextMenu={handleContextMenu}
      testId={props.testId}
    />
  );
}
