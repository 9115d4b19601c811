/**
 * Opening the host's drill menu from a right click on a chart: the menu goes where the pointer
 * is, with one filter per column the clicked item stands for.
 */
import type { ChartHooks } from '../../chartPluginTypes';
import type { EChartsMouseEvent } from './echartsOption';

export interface DrillFilter {
  col: string;
  op: string;
  val: unknown;
}

type DrillMenuOpener = NonNullable<ChartHooks['onContextMenu']>;

/** The filter keeping one column's value: `==` the value, `IS NULL` when it is missing. */
export function drillFilter(col: string, value: unknown): DrillFilter {
  return value === null || value === undefined
    ? { col, op: 'IS NULL', val: null }
    : { col, op: '==', val: value };
}

/**
 * The filters of a series' data point: `==` its x value (none where the point has none), then
 * one per group-by column of the series.
 */
export function pointDrillFilters(
  xColumn: string,
  x: unknown,
  groupby: readonly string[],
  groupValues: readonly unknown[],
): DrillFilter[] {
  const xFilters: DrillFilter[] =
    x === undefined || x === null ? [] : [{ col: xColumn, op: '==', val: x }];
  return [...xFilters, ...groupby.map((col, index) => drillFilter(col, groupValues[index]))];
}

/** Opens the menu at the clicked point (the top left corner when the event has no pointer). */
export function openDrillMenu(
  onContextMenu: DrillMenuOpener,
  event: EChartsMouseEvent,
  filters: DrillFilter[],
  crossFilter?: Parameters<DrillMenuOpener>[3],
): void {
  const pointer = event.event?.event;
  onContextMenu(pointer?.clientX ?? 0, pointer?.clientY ?? 0, filters, crossFilter);
}
