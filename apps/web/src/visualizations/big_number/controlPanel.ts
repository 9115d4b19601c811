/**
 * The big number with trendline's controls (Superset's names): the time axis and grain, one
 * metric, how the number is aggregated and compared, the trendline, formats, and the advanced
 * analytics (rolling window, resampling) applied to the series.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelState, NamedControl } from '../controlPanelTypes';
import {
  BIG_NUMBER_OVERRIDES,
  FONT_SIZE_ROWS,
  NUMBER_FORMAT_SECTION,
} from '../shared/bigNumber/bigNumberControls';
import { checkbox } from '../shared/controls/controlBuilders';
import { LAST_VALUE } from './buildQuery';
import { querySection } from '../shared/controls/controlSections';

const hasRolling = (state: ControlPanelState) =>
  typeof state.formData.rolling_type === 'string' &&
  !['', 'None'].includes(state.formData.rolling_type);

const aggregation: NamedControl = {
  name: 'aggregation',
  config: {
    type: 'SelectControl',
    label: t('Aggregation Method'),
    default: LAST_VALUE,
    clearable: false,
    description: t(
      'How the big number is computed from the series: its last value, or all its values reduced to one.',
    ),
    choices: [
      [LAST_VALUE, t('Last Value')],
      ['sum', t('Total (Sum)')],
      ['mean', t('Average (Mean)')],
      ['min', t('Minimum')],
      ['max', t('Maximum')],
      ['median', t('Median')],
    ],
  },
};

const compareLag: NamedControl = {
  name: 'compare_lag',
  config: {
    type: 'TextControl',
    label: t('Comparison Period Lag'),
    isInt: true,
    description: t('Based on granularity, number of time periods to compare against'),
  },
};

const compareSuffix: NamedControl = {
  name: 'compare_suffix',
  config: {
    type: 'TextControl',
    label: t('Comparison suffix'),
    description: t('Suffix to apply after the percentage display'),
  },
};

const rollingPeriods: NamedControl = {
  name: 'rolling_periods',
  config: {
    type: 'TextControl',
    label: t('Periods'),
    isInt: true,
    description: t(
      'Defines the size of the rolling window function, relative to the time granularity selected',
    ),
    visibility: hasRolling,
  },
};

const minPeriods: NamedControl = {
  name: 'min_periods',
  config: {
    type: 'TextControl',
    label: t('Min periods'),
    isInt: true,
    description: t(
      'The minimum number of rolling periods required to show a value. For instance if you do a cumulative sum on 7 days you may want your "Min Period" to be 7, so that all data points shown are the total of 7 periods. This will hide the "ramp up" taking place over the first 7 periods',
    ),
    visibility: hasRolling,
  },
};

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters'], [aggregation]]),
    {
      label: t('Options'),
      expanded: true,
      controlSetRows: [
        [compareLag, compareSuffix],
        [
          checkbox(
            'show_timestamp',
            t('Show Timestamp'),
            t('Whether to display the timestamp'),
            false,
          ),
        ],
        [
          checkbox(
            'show_trend_line',
            t('Show Trend Line'),
            t('Whether to display the trend line'),
            true,
          ),
        ],
        [
          checkbox(
            'start_y_axis_at_zero',
            t('Start y-axis at 0'),
            t('Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.'),
            true,
          ),
        ],
        [
          checkbox(
            'time_range_fixed',
            t('Fix to selected Time Range'),
            t(
              'Fix the trend line to the full time range specified in case filtered results do not include the start or end dates',
            ),
            false,
          ),
        ],
        ['color_picker'],
        ...FONT_SIZE_ROWS,
      ],
    },
    NUMBER_FORMAT_SECTION,
    {
      label: t('Advanced Analytics'),
      description: t('Settings for time series'),
      controlSetRows: [
        ['rolling_type'],
        [rollingPeriods, minPeriods],
        ['resample_rule', 'resample_method'],
      ],
    },
  ],
  controlOverrides: { ...BIG_NUMBER_OVERRIDES, x_axis: { label: t('Temporal X-Axis') } },
};
