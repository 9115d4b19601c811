/**
 * Cross filtering by category (funnel steps, radar series, boxes of a box plot): what the chart
 * component needs to emit a filter for a clicked item and to open the drill menu on it, and how
 * items look while the chart's own cross filter selects others (dimmed).
 */
import type { CrossFilterChartProps } from '../echarts/crossFilterChartProps';
import {
  crossFilterDataMask,
  selectedNamesOf,
  type CrossFilterDataMask,
} from '../echarts/crossFilter';
import { drillFilter, type DrillFilter } from '../echarts/drillMenu';
import type { Primitive } from './groupLabels';

export interface ItemCrossFilter {
  /** Group-by column labels, in order. */
  groupby: string[];
  /** Item name → its group-by values. */
  valuesByName: Record<string, Primitive[]>;
  /** Names the chart's current cross filter selects. */
  selectedNames: string[];
}

/** Props of a chart component drawn by `NamedItemChart`, `O` being its ECharts option type. */
export type NamedItemChartProps<O extends object> = CrossFilterChartProps<O, ItemCrossFilter>;

/** Opacity of unselected items while a cross filter of this chart is active. */
export const DIMMED_OPACITY = 0.3;

/** A drawn item: its name and the group-by values it stands for. */
export interface GroupedItem {
  name: string;
  groupValues: Primitive[];
}

export interface ItemSelection {
  /** The cross-filter description; null without group-by (nothing to filter on). */
  crossFilter: ItemCrossFilter | null;
  /** Whether an item shows dimmed by the current selection. */
  dimmed: (name: string) => boolean;
}

/** Cross filtering over a chart's items; `filterState` is the chart's own emitted state. */
export function itemSelection(
  groupby: string[],
  items: readonly GroupedItem[],
  filterState: Record<string, unknown> | undefined,
): ItemSelection {
  if (groupby.length === 0) return { crossFilter: null, dimmed: dimmedBy([]) };
  const selectedNames = selectedNamesOf(filterState);
  const valuesByName = Object.fromEntries(items.map((item) => [item.name, item.groupValues]));
  return { crossFilter: { groupby, valuesByName, selectedNames }, dimmed: dimmedBy(selectedNames) };
}

/** The data mask after clicking the item `name`, toggling it in the current selection. */
export function itemCrossFilterMask(
  crossFilter: ItemCrossFilter,
  name: string,
): CrossFilterDataMask {
  return crossFilterDataMask(
    crossFilter.groupby,
    crossFilter.valuesByName,
    crossFilter.selectedNames,
    name,
  );
}

/** A function telling whether an item is dimmed by the current selection. */
function dimmedBy(selectedNames: readonly string[]): (name: string) => boolean {
  const selected = new Set(selectedNames);
  return (name) => selected.size > 0 && !selected.has(name);
}

/** Drill filters for an item: `==` on each group value, `IS NULL` for a missing one. */
export function drillFilters(crossFilter: ItemCrossFilter, name: string): DrillFilter[] {
  const values = crossFilter.valuesByName[name] ?? [];
  return crossFilter.groupby.map((col, index) => drillFilter(col, values[index]));
}
