/** The gauge's controls (Superset's gauge_chart names and defaults). */
import { NUMBER_FORMAT_CHOICES } from '@panorama/core/format/number-format';
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { checkbox, named, textInputControl } from '../shared/controls/controlBuilders';
import { GAUGE_DEFAULTS } from './gaugeSettings';
import {
  querySection,
  METRIC_PER_GROUP_ROWS,
  sortResultsByMetricControl,
} from '../shared/controls/controlSections';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([...METRIC_PER_GROUP_ROWS, [sortResultsByMetricControl(false)]]),
    {
      label: t('General'),
      expanded: true,
      controlSetRows: [
        [
          textInputControl('min_val', {
            isInt: true,
            label: t('Min'),
            description: t('Minimum value on the gauge axis'),
            default: null,
          }),
          textInputControl('max_val', {
            isInt: true,
            label: t('Max'),
            description: t('Maximum value on the gauge axis'),
            default: null,
          }),
        ],
        [
          textInputControl('start_angle', {
            isFloat: true,
            label: t('Start angle'),
            description: t('Angle at which to start progress axis'),
            default: GAUGE_DEFAULTS.startAngle,
          }),
          textInputControl('end_angle', {
            isFloat: true,
            label: t('End angle'),
            description: t('Angle at which to end progress axis'),
            default: GAUGE_DEFAULTS.endAngle,
          }),
        ],
        ['color_scheme'],
        [
          named('font_size', {
            type: 'SliderControl',
            label: t('Font size'),
            description: t('Font size for axis labels, detail value and other text elements'),
            min: 10,
            max: 20,
            step: 1,
            default: GAUGE_DEFAULTS.fontSize,
            renderTrigger: true,
          }),
        ],
        [
          named('number_format', {
            type: 'SelectControl',
            label: t('Number format'),
            description: t('A d3-format string, or adaptive formatting.'),
            freeForm: true,
            default: 'SMART_NUMBER',
            renderTrigger: true,
            choices: NUMBER_FORMAT_CHOICES.map(([value, label]): [string, string] => [
              value,
              t(label),
            ]),
          }),
        ],
        ['currency_format'],
        [
          textInputControl('value_formatter', {
            label: t('Value format'),
            description: t('Additional text to add before or after the value, e.g. unit'),
            default: GAUGE_DEFAULTS.valueFormatter,
          }),
        ],
        [checkbox('show_pointer', t('Show pointer'), t('Whether to show the pointer'), true)],
        [
          checkbox(
            'animation',
            t('Animation'),
            t('Whether to animate the progress and the value or just display them'),
            true,
          ),
        ],
      ],
    },
    {
      label: t('Axis'),
      expanded: true,
      controlSetRows: [
        [
          checkbox(
            'show_axis_tick',
            t('Show axis line ticks'),
            t('Whether to show minor ticks on the axis'),
            false,
          ),
        ],
        [
          checkbox(
            'show_split_line',
            t('Show split lines'),
            t('Whether to show the split lines on the axis'),
            false,
          ),
        ],
        [
          named('split_number', {
            type: 'SliderControl',
            label: t('Split number'),
            description: t('Number of split segments on the axis'),
            min: 3,
            max: 30,
            step: 1,
            default: GAUGE_DEFAULTS.splitNumber,
            renderTrigger: true,
          }),
        ],
      ],
    },
    {
      label: t('Progress'),
      expanded: true,
      controlSetRows: [
        [
          checkbox(
            'show_progress',
            t('Show progress'),
            t('Whether to show the progress of gauge chart'),
            true,
          ),
        ],
        [
          checkbox(
            'overlap',
            t('Overlap'),
            t('Whether the progress bar overlaps when there are multiple groups of data'),
            true,
          ),
        ],
        [
          checkbox(
            'round_cap',
            t('Round cap'),
            t('Style the ends of the progress bar with a round cap'),
            false,
          ),
        ],
      ],
    },
    {
      label: t('Intervals'),
      expanded: true,
      controlSetRows: [
        [
          textInputControl('intervals', {
            label: t('Interval bounds'),
            description: t(
              'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
            ),
            default: '',
          }),
        ],
        [
          textInputControl('interval_color_indices', {
            label: t('Interval colors'),
            description: t(
              'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
            ),
            default: '',
          }),
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: { description: t('Columns to group by') },
    row_limit: {
      default: 10,
      choices: Array.from({ length: 10 }, (_, index): [number, string] => [
        index + 1,
        String(index + 1),
      ]),
    },
  },
};
