/** The Partition Chart control panel (Superset's legacy partition: names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  checkbox,
  dateFormatControl,
  nonEmpty,
  numberFormatControl,
  numberInputControl,
  selectControl,
} from '../shared/controls/controlBuilders';
import { chartOptionsSection } from '../shared/controls/controlSections';
import { legacyTimeseriesQuerySection } from '../timeseries/legacyTimeseries';

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
              'Settings for time series. Panorama draws every option as "Not Time Series": the values summed over the whole time range.',
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
        checkbox(
          'equal_date_size',
          t('Equal Date Sizes'),
          t('Check to force date partitions to have the same height'),
          true,
        ),
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
