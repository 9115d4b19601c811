/** The Partition Chart control panel (Superset's legacy partition: names and defaults). */
import { t } from '../../i18n/t';
import {
  checkbox,
  checkboxConfig,
  named,
  dateFormatControl,
  nonEmpty,
  numberFormatControl,
  numberInputControl,
  selectControl,
} from '../shared/controls/controlBuilders';
import { chartOptionsSection } from '../shared/controls/controlSections';
import type {
  ControlPanelConfig,
  ControlPanelSection,
  ControlPanelState,
  ControlSetRow,
} from '../controlPanelTypes';
import { legacyTimeseriesQuerySection } from '../timeseries/legacyTimeseries';
import { advancedAnalyticsSection } from '../timeseries/timeseriesControlPanel';
import { hasDateLevel, timeSeriesOptionOf, usesTime } from './timeSeriesOption';

/** The time column and grain matter only to the options that group by time. */
const timeOptionChosen = ({ formData }: ControlPanelState) => usesTime(formData);
/** Resampling, the rolling window and contribution apply only to "Advanced Analytics". */
const advancedAnalyticsChosen = ({ formData }: ControlPanelState) =>
  timeSeriesOptionOf(formData) === 'adv_anal';

/** Names of the shared analytics controls a cell of a row holds. */
const cellName = (cell: ControlSetRow[number]) =>
  typeof cell === 'string' ? cell : cell === null ? null : cell.name;

/**
 * The time-series Advanced Analytics section without the time comparison: Superset's partition
 * runs the time-shift query but draws nothing of it, while it does resample each group's time
 * buckets and apply the rolling window.
 */
function partitionAnalyticsSection(): ControlPanelSection {
  const shared = advancedAnalyticsSection();
  const applied = new Set([
    'rolling_type',
    'rolling_periods',
    'min_periods',
    'resample_rule',
    'resample_method',
  ]);
  return {
    ...shared,
    description: t(
      "Each group's time buckets resampled to a rule, then a rolling window over them, both applied before the contribution.",
    ),
    expanded: true,
    visibility: advancedAnalyticsChosen,
    controlSetRows: shared.controlSetRows.filter((row) =>
      row.some((cell) => applied.has(cellName(cell) ?? '')),
    ),
  };
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    legacyTimeseriesQuerySection(),
    {
      label: t('Time Series Options'),
      expanded: true,
      controlSetRows: [
        [
          selectControl('time_series_option', {
            label: t('Options'),
            description: t(
              "Settings for time series: ignore time; the time buckets as a level of their own; each value's mean or sum over time; its change from the first time bucket to the last (difference, percent change or factor); or the Advanced Analytics below, per time bucket.",
            ),
            default: 'not_time',
            choices: [
              ['not_time', t('Not Time Series')],
              ['time_series', t('Time Series')],
              ['agg_mean', t('Aggregate Mean')],
              ['agg_sum', t('Aggregate Sum')],
              ['point_diff', t('Difference')],
              ['point_percent', t('Percent Change')],
              ['point_factor', t('Factor')],
              ['adv_anal', t('Advanced Analytics')],
            ],
          }),
        ],
      ],
    },
    {
      label: t('Time'),
      expanded: true,
      description: t('Time related form attributes'),
      visibility: timeOptionChosen,
      controlSetRows: [['granularity_sqla'], ['time_grain_sqla']],
    },
    partitionAnalyticsSection(),
    chartOptionsSection([
      ['color_scheme'],
      [
        numberFormatControl('number_format'),
        dateFormatControl('date_time_format', t('Date Time Format')),
      ],
      [
        numberInputControl(
          'partition_limit',
          t('Partition Limit'),
          t('The maximum number of subdivisions of each group; lower values are pruned first'),
          5,
          'integer',
        ),
        numberInputControl(
          'partition_threshold',
          t('Partition Threshold'),
          t('Partitions whose height to parent height proportions are below this value are pruned'),
          0.05,
          'decimal',
        ),
      ],
      [checkbox('log_scale', t('Log Scale'), t('Use a log scale'), false)],
      [
        named('equal_date_size', {
          ...checkboxConfig(
            t('Equal Date Sizes'),
            t('Check to force date partitions to have the same height'),
            true,
          ),
          // Only "Time Series" and "Advanced Analytics" draw date partitions.
          visibility: ({ formData }) => hasDateLevel(timeSeriesOptionOf(formData)),
        }),
      ],
      [
        checkbox(
          'rich_tooltip',
          t('Rich Tooltip'),
          t('The rich tooltip shows a list of all series for that point in time'),
          true,
        ),
      ],
    ]),
  ],
  controlOverrides: {
    groupby: {
      label: t('Group by'),
      description: t('The levels of the hierarchy, outermost first.'),
      validators: [nonEmpty],
    },
  },
};
