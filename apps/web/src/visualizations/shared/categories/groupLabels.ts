/**
 * Category names of result rows (funnel steps, radar series, box-plot boxes): the row's group-by
 * values joined with ", " as Superset names them, a missing value written `<NULL>`, temporal
 * values formatted with the chart's date format. The raw values are kept beside each name, so
 * a click can cross-filter on them.
 */
import type { TimeFormatter } from '@panorama/core/format/time-format';
import type { ChartDataResult } from '../../chartPluginTypes';

export type Primitive = string | number | boolean | null;

/** What Superset writes for a missing group value. */
export const NULL_LABEL = '<NULL>';

/** Superset's GenericDataType codes, as the chart data API's `coltypes` carries them. */
export const NUMERIC_COLTYPE = 0;
export const TEMPORAL_COLTYPE = 2;

export function toPrimitive(value: unknown): Primitive {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return String(value);
}

/** Names of the result's temporal columns. */
export function temporalColumnsOf(result: ChartDataResult | undefined): Set<string> {
  const names = result?.colnames ?? [];
  return new Set(names.filter((_, index) => result?.coltypes?.[index] === TEMPORAL_COLTYPE));
}

export interface GroupLabeler {
  /** The row's values of the group-by columns, in order. */
  values: (row: Record<string, unknown>) => Primitive[];
  /** The row's category name. */
  label: (row: Record<string, unknown>) => string;
}

export function groupLabeler(
  groupby: readonly string[],
  temporal: ReadonlySet<string>,
  formatTime: TimeFormatter,
): GroupLabeler {
  const values = (row: Record<string, unknown>) =>
    groupby.map((column) => toPrimitive(row[column]));
  return {
    values,
    label: (row) =>
      values(row)
        .map((value, index) => {
          if (value === null) return NULL_LABEL;
          const column = groupby[index] as string;
          return temporal.has(column) && typeof value === 'number'
            ? formatTime(value)
            : String(value);
        })
        .join(', '),
  };
}
