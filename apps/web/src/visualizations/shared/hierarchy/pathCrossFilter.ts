/**
 * Cross filters and drill filters of hierarchy charts (sunburst, treemap): clicking a node
 * filters each hierarchy column down to it on the node's value (a top-level node filters one
 * column, a leaf all of them), through the shared cross-filter emission.
 */
import type { ChartHooks } from '../../chartPluginTypes';
import { crossFilterDataMask, type CrossFilterDataMask } from '../echarts/crossFilter';
import type { CrossFilterChartProps } from '../echarts/crossFilterChartProps';
import type { EChartsMouseEvent } from '../echarts/echartsOption';
import type { ExtendedEChartsOption } from '../extended-echarts/extendedEChartsOption';
import type { Primitive } from '../categories/groupValues';
import { dataItemKey } from './hierarchy';

export interface PathCrossFilter {
  /** Hierarchy column labels, top level first. */
  columns: string[];
  /** Node key → raw values of its path. */
  valuesByKey: Record<string, Primitive[]>;
  /** Keys selected by this chart's current cross filter. */
  selectedKeys: string[];
}

/** What a hierarchy chart's transformProps hands its component. */
export type PathChartProps = CrossFilterChartProps<ExtendedEChartsOption, PathCrossFilter>;

/** The data mask after clicking the node `key`; null for an unknown node. */
export function pathCrossFilterDataMask(
  filter: PathCrossFilter,
  key: string,
): CrossFilterDataMask | null {
  const values = filter.valuesByKey[key];
  if (!values) return null;
  return crossFilterDataMask(
    filter.columns.slice(0, values.length),
    filter.valuesByKey,
    filter.selectedKeys,
    key,
  );
}

/** Drill filters (context menu) of the node `key`: one equality per column on its path. */
export function pathDrillFilters(
  filter: PathCrossFilter,
  key: string,
): Parameters<NonNullable<ChartHooks['onContextMenu']>>[2] {
  const values = filter.valuesByKey[key] ?? [];
  return values.map((val, index) => {
    const col = filter.columns[index] ?? '';
    return val === null ? { col, op: 'IS NULL', val: null } : { col, op: '==', val };
  });
}

/** The node key our data items carry (`key`), read from a mouse event. */
export function eventNodeKey(event: EChartsMouseEvent): string | undefined {
  return dataItemKey(event.data);
}
