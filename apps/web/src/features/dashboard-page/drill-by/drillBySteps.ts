/**
 * The path of a drill-by modal: each step regroups the chart by one column, narrowed to the data
 * point the user drilled from. The chart shown at a level is the original form data with every
 * step up to that level applied, so going back to a breadcrumb only shortens the path.
 */
import { drillByFormData } from '@panorama/core/explore/drill-by';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { formatTemporal } from '../../../components/data-table/cellFormat';
import { drillQueryFilter, type DrillFilter } from '../drill-detail/drillDetailQuery';

export interface DrillByStep {
  /** The column the chart is regrouped by. */
  column: string;
  /** The clicked point, as the chart reported it. */
  clicked: DrillFilter[];
}

/** The form data of the chart after `steps` (the original one for none). */
export function drillByLevelFormData(
  formData: QueryFormData,
  steps: readonly DrillByStep[],
): QueryFormData {
  return steps.reduce(
    (current, step) =>
      drillByFormData(
        current,
        step.column,
        // Time buckets become their whole period: no raw row equals a bucket's start.
        step.clicked.map((filter) => {
          const { op, val } = drillQueryFilter(filter, current);
          return { col: filter.col, op, val };
        }),
      ) ?? current,
    formData,
  );
}

/** How the clicked point reads in a breadcrumb: `origin: SEA`, `ds: 2015-01-01, carrier: AS`. */
export function clickedPointLabel(
  clicked: readonly DrillFilter[],
  formData: QueryFormData,
): string {
  const temporal = new Set(
    [formData.granularity_sqla, typeof formData.x_axis === 'string' ? formData.x_axis : null]
      .filter((name): name is string => typeof name === 'string' && name !== '')
      .concat('__timestamp'),
  );
  return clicked
    .map((filter) => {
      if (filter.op === 'IS NULL') return `${filter.col}: NULL`;
      const value =
        typeof filter.val === 'number' && temporal.has(filter.col)
          ? formatTemporal(filter.val)
          : String(filter.val);
      return `${filter.col}: ${value}`;
    })
    .join(', ');
}
