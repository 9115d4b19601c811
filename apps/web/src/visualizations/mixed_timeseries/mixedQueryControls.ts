/**
 * The query sections of the mixed chart's panel: query A uses the shared controls under their
 * own names; query B the same controls under Superset's `_b` names (`metrics_b`, `groupby_b`,
 * `adhoc_filters_b`, ... `rolling_type_b`, `time_compare_b`), with visibility and filter options
 * that follow query B's own values.
 */
import { filterableColumns, savedMetrics } from '../shared/controls/datasourceOptions';
import { getControlConfig } from '../shared/controls/sharedControls';
import { t } from '../../i18n/t';
import type {
  ControlConfig,
  ControlPanelSection,
  ControlPanelState,
  ControlSetRow,
  NamedControl,
} from '../controlPanelTypes';
import { minPeriodsControl, rollingPeriodsControl } from '../timeseries/timeseriesControls';
import { QUERY_B_SUFFIX } from './mixedFormData';

function shared(name: string, overrides: Partial<ControlConfig> = {}): ControlConfig {
  const config = getControlConfig(name, overrides);
  if (!config) throw new Error(`Unknown shared control "${name}"`);
  return config;
}

function hasItems(value: unknown): boolean {
  return Array.isArray(value)
    ? value.length > 0
    : value !== undefined && value !== null && value !== '';
}

/** A control of query `suffix` ('' for A, '_b' for B). */
function queryControl(name: string, suffix: string, config: ControlConfig): NamedControl {
  return { name: `${name}${suffix}`, config };
}

function rollingWindowSet(suffix: string) {
  return ({ formData }: ControlPanelState) => {
    const type = formData[`rolling_type${suffix}`];
    return type === 'mean' || type === 'sum' || type === 'std';
  };
}

function queryRows(suffix: string): ControlSetRow[] {
  const control = (name: string, overrides: Partial<ControlConfig> = {}) =>
    queryControl(name, suffix, shared(name, overrides));
  return [
    [control('metrics')],
    [control('groupby')],
    [
      control('adhoc_filters', {
        // The HAVING choices come from this query's metrics.
        mapStateToProps: ({ datasource, formData }) => ({
          columns: filterableColumns(datasource),
          savedMetrics: savedMetrics(datasource),
          selectedMetrics: formData[`metrics${suffix}`] ?? [],
        }),
      }),
    ],
    [control('limit'), control('timeseries_limit_metric')],
    [
      control('order_desc', {
        // The series-limit sort only matters with a group-by.
        visibility: ({ formData }) => hasItems(formData[`groupby${suffix}`]),
      }),
    ],
    [control('row_limit')],
    [control('truncate_metric')],
  ];
}

function analyticsRows(suffix: string): ControlSetRow[] {
  const control = (name: string) => queryControl(name, suffix, shared(name));
  const periods = rollingPeriodsControl();
  const minPeriods = minPeriodsControl();
  const windowed = rollingWindowSet(suffix);
  return [
    [control('rolling_type')],
    [
      queryControl('rolling_periods', suffix, { ...periods.config, visibility: windowed }),
      queryControl('min_periods', suffix, { ...minPeriods.config, visibility: windowed }),
    ],
    [control('time_compare'), control('comparison_type')],
    [control('resample_rule'), control('resample_method')],
  ];
}

const ANALYTICS_DESCRIPTION = t(
  'Transformations of the query result, applied in this order: rolling window, time comparison, resampling.',
);

export function querySections(): ControlPanelSection[] {
  return [
    { label: t('Query A'), expanded: true, controlSetRows: queryRows('') },
    {
      label: t('Advanced analytics Query A'),
      description: ANALYTICS_DESCRIPTION,
      expanded: false,
      controlSetRows: analyticsRows(''),
    },
    { label: t('Query B'), expanded: true, controlSetRows: queryRows(QUERY_B_SUFFIX) },
    {
      label: t('Advanced analytics Query B'),
      description: ANALYTICS_DESCRIPTION,
      expanded: false,
      controlSetRows: analyticsRows(QUERY_B_SUFFIX),
    },
  ];
}
