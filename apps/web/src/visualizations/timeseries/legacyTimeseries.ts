/**
 * What Superset's legacy time-series chart types (rose, horizon) share: the "Time" section (the
 * time column, optionally its grain, and the time range), the query rows with the `contribution`
 * checkbox, and their request, which is the ECharts time-series request with the legacy time
 * column as x axis and `contribution` as row contributions.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { t } from '../../i18n/t';
import type { ControlPanelSection } from '../controlPanelTypes';
import { checkbox } from '../shared/controls/controlBuilders';
import { querySection } from '../shared/controls/controlSections';
import { buildTimeseriesQuery } from './buildTimeseriesQuery';

export function legacyTimeSection({ grain }: { grain: boolean }): ControlPanelSection {
  return {
    label: t('Time'),
    expanded: true,
    description: t('Time related form attributes'),
    controlSetRows: grain
      ? [['granularity_sqla'], ['time_grain_sqla'], ['time_range']]
      : [['granularity_sqla'], ['time_range']],
  };
}

export function legacyTimeseriesQuerySection(): ControlPanelSection {
  return querySection([
    ['metrics'],
    ['adhoc_filters'],
    ['groupby'],
    ['limit', 'timeseries_limit_metric'],
    ['order_desc'],
    [
      checkbox(
        'contribution',
        t('Contribution'),
        t('Compute the contribution to the total'),
        false,
        false,
      ),
    ],
    ['row_limit', null],
  ]);
}

/** Legacy comparison types that the time-series request names differently. */
const COMPARISON_TYPE_NAMES: Readonly<Record<string, string>> = { absolute: 'difference' };

/**
 * The series of each metric (per group) over time, one column per series (named by the group
 * alone with one metric); `contribution` makes each value its share of the time bucket's total.
 */
export function buildLegacyTimeseriesQuery(formData: QueryFormData): QueryContext {
  const comparisonType = formData.comparison_type;
  return buildTimeseriesQuery({
    ...formData,
    contributionMode: formData.contribution === true ? 'row' : null,
    // Legacy charts name a group's series by its values alone when there is one metric.
    truncate_metric: true,
    ...(typeof comparisonType === 'string' && COMPARISON_TYPE_NAMES[comparisonType]
      ? { comparison_type: COMPARISON_TYPE_NAMES[comparisonType] }
      : {}),
  });
}
