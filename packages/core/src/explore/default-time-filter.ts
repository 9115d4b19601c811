/**
 * The time filter a chart editor adds, as Superset's filters control does: on a dataset with a
 * temporal column, a chart whose filters hold no time range filter gets a
 * `<column> (No filter)` TEMPORAL_RANGE filter (the instance's default time filter when one is
 * configured), so picking a range is one click on that pill. `No filter` restricts nothing.
 * Charts that still have the legacy time range control keep using it instead.
 */
import type { AdhocFilter } from '../adhoc/adhoc-types';
import { NO_TIME_RANGE } from '../time/no-time-range';

export interface TemporalColumnsShape {
  columns: ReadonlyArray<{ column_name: string; is_dttm?: boolean | null }>;
  main_dttm_col?: string | null;
}

/** The dataset's default time column when it is temporal, else its first temporal column. */
export function defaultTemporalColumn(datasource: TemporalColumnsShape | null): string | null {
  if (!datasource) return null;
  const temporal = datasource.columns.filter((column) => column.is_dttm === true);
  const main = temporal.find((column) => column.column_name === datasource.main_dttm_col);
  return main?.column_name ?? temporal[0]?.column_name ?? null;
}

function isTimeRangeFilter(filter: unknown): boolean {
  return (
    typeof filter === 'object' &&
    filter !== null &&
    (filter as { operator?: unknown }).operator === 'TEMPORAL_RANGE'
  );
}

/**
 * `filters` with the dataset's time filter appended when none of them is a time range filter;
 * unchanged (the same array) when one is, or when the dataset has no temporal column.
 */
export function withDefaultTimeFilter(
  filters: unknown,
  datasource: TemporalColumnsShape | null,
  defaultTimeRange?: string | null,
): unknown[] {
  const current = Array.isArray(filters) ? (filters as unknown[]) : [];
  if (current.some(isTimeRangeFilter)) return current;
  const subject = defaultTemporalColumn(datasource);
  if (subject === null) return current;
  const timeFilter: AdhocFilter = {
    clause: 'WHERE',
    subject,
    operator: 'TEMPORAL_RANGE',
    comparator: defaultTimeRange || NO_TIME_RANGE,
    expressionType: 'SIMPLE',
  };
  return [...current, timeFilter];
}
