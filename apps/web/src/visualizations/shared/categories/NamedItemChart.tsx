/**
 * The component of category charts whose items are named by their group-by values (funnel,
 * radar, box plot): draws the option, emits a cross filter when an item is clicked (where the
 * host passes `setDataMask`) and opens the drill menu on right click. Each chart type's own
 * component module registers the ECharts parts it draws with before rendering this.
 */
import { useMemo } from 'react';

import type { EChartsMouseEvent } from '../echarts/echartsOption';
import { CrossFilterEChartsView } from '../echarts/CrossFilterEChartsView';
import {
  drillFilters,
  itemCrossFilterMask,
  type ItemCrossFilter,
  type NamedItemChartProps,
} from './itemCrossFilter';

export interface NamedItemChartViewProps<O extends object> extends NamedItemChartProps<O> {
  testId: string;
  /** The item an event is about (default: the event's data name). */
  itemNameOf?: (event: EChartsMouseEvent) => string | undefined;
}

function defaultItemName(event: EChartsMouseEvent): string | undefined {
  return event.componentType === 'series' && event.name ? event.name : undefined;
}

export function NamedItemChart<O extends object>(props: NamedItemChartViewProps<O>) {
  const { itemNameOf = defaultItemName } = props;

  const events = useMemo(
    () => ({
      maskOf: (crossFilter: ItemCrossFilter, event: EChartsMouseEvent) => {
        const name = itemNameOf(event);
        if (name === undefined || !Object.hasOwn(crossFilter.valuesByName, name)) return null;
        return itemCrossFilterMask(crossFilter, name);
      },
      drillFiltersOf: (crossFilter: ItemCrossFilter | null, event: EChartsMouseEvent) => {
        const name = itemNameOf(event);
        return crossFilter && name !== undefined ? drillFilters(crossFilter, name) : null;
      },
    }),
    [itemNameOf],
  );

  return <CrossFilterEChartsView chart={props} events={events} testId={props.testId} />;
}
