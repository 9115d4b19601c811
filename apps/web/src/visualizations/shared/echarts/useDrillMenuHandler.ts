/**
 * The right-click handler of a chart whose host offers a drill menu: it opens the menu with the
 * filters `filtersOf` finds for the clicked item, and does nothing where the click hit no such
 * item (`null`). `maskOf` gives the cross filter a click on the item would emit, which the menu
 * offers too. Without a host menu there is no handler, so the chart listens for no right
 * clicks at all.
 */
import { useCallback } from 'react';
import type { ChartHooks } from '../../chartPluginTypes';
import { openDrillMenu, type DrillFilter } from './drillMenu';
import type { CrossFilterDataMask } from './crossFilter';
import type { EChartsMouseEvent } from './echartsOption';

export function useDrillMenuHandler(
  onContextMenu: ChartHooks['onContextMenu'],
  filtersOf: (event: EChartsMouseEvent) => DrillFilter[] | null,
  maskOf?: (event: EChartsMouseEvent) => CrossFilterDataMask | null,
): ((event: EChartsMouseEvent) => void) | undefined {
  const handler = useCallback(
    (event: EChartsMouseEvent) => {
      const filters = onContextMenu ? filtersOf(event) : null;
      if (onContextMenu && filters) {
        openDrillMenu(onContextMenu, event, filters, maskOf?.(event) ?? undefined);
      }
    },
    [onContextMenu, filtersOf, maskOf],
  );
  return onContextMenu ? handler : undefined;
}
