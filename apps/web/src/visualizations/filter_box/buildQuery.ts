/**
 * The filter box's option queries (Superset's FilterBoxViz): one query per filtered column,
 * grouping by it, with the item's metric (or a row count) so options can be ordered by it, at
 * most FILTER_BOX_CHOICES_LIMIT options each. The chart's own filters narrow every option list;
 * the time range does not, since the date filter is what the viewer is about to choose.
 */
import { buildQueryContext } from '@panorama/core/query/build-query-context';
import { FILTER_BOX_CHOICES_LIMIT } from '@panorama/core/filters/filter-box';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { NO_TIME_RANGE } from '@panorama/core/time/no-time-range';
import { asFilterBoxItem } from './filterBoxItem';

/** The metric label options are counted under when an item names no metric. */
export const ROW_COUNT_LABEL = 'count';

const ROW_COUNT = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label: ROW_COUNT_LABEL,
} as const;

export function filterBoxItems(formData: QueryFormData) {
  const configs = Array.isArray(formData.filter_configs) ? formData.filter_configs : [];
  return configs.map(asFilterBoxItem).filter((item) => item.column !== '');
}

export function buildQuery(formData: QueryFormData): QueryContext {
  const items = filterBoxItems(formData);
  return buildQueryContext({ ...formData, time_range: NO_TIME_RANGE }, (base) =>
    items.length === 0
      ? // Only a date filter: one trivial query, so the chart still has a result to render.
        [{ ...base, columns: [], metrics: [ROW_COUNT], orderby: [], row_limit: 1 }]
      : items.map((item) => {
          const metric = item.metric ?? ROW_COUNT;
          const ascending = item.asc !== false;
          return {
            ...base,
            columns: [item.column],
            metrics: [metric],
            // With a metric chosen, options are ordered by it; otherwise alphabetically.
            orderby: [[item.metric ? item.metric : item.column, ascending]],
            row_limit: FILTER_BOX_CHOICES_LIMIT,
          };
        }),
  );
}
