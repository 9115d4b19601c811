/**
 * What a filter box emits when its selections are applied: a data mask whose extraFormData holds
 * one `IN` filter per column with values (and the time range, sent under the time_range key as
 * Superset's filter box does), and whose filterState keeps the selections by column so the box
 * shows them again after a re-render. The dashboard scopes each column separately (keys
 * `chartId_column`).
 */
import { TIME_RANGE } from '@panorama/core/filters/filter-box';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';

export type FilterBoxSelections = Record<string, Array<string | number | boolean>>;

export function filterBoxDataMask(selections: FilterBoxSelections, timeRange: string | null) {
  const filters = Object.entries(selections)
    .filter(([, values]) => values.length > 0)
    .map(([col, values]) => ({ col, op: 'IN', val: values }));
  const hasTime = timeRange !== null && timeRange !== '' && timeRange !== NO_TIME_RANGE;
  const value: Record<string, unknown> = { ...selections };
  if (hasTime) value[TIME_RANGE] = timeRange;
  const labels = filters.map((f) => `${f.col}: ${f.val.join(', ')}`);
  if (hasTime) labels.push(timeRange);
  return {
    extraFormData: {
      filters,
      ...(hasTime ? { time_range: timeRange } : {}),
    },
    filterState: { value, label: labels.join('; ') || null },
  };
}
