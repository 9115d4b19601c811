/**
 * The period-over-period big number's controls, by Superset's names and defaults: one metric,
 * filters that must hold a time range, the comparison (a single time shift, 'inherit' or a
 * custom start date), the formats and font sizes, and colour for the change's direction.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, NamedControl } from '../controlPanelTypes';
import { BIG_NUMBER_OVERRIDES, fontSizeControl } from '../shared/bigNumber/bigNumberControls';
import { HEADER_FONT_SIZES, SUBHEADER_FONT_SIZES } from '../shared/bigNumber/bigNumberFormData';
import {
  checkbox,
  numberFormatControl,
  selectControl,
  textInputControl,
  withVisibility,
} from '../shared/controls/controlBuilders';
import { CUSTOM_COMPARISON, INHERIT_COMPARISON } from './popKpiFormData';

/** Superset's colour schemes for the change: which direction reads as good news. */
export const GREEN_FOR_INCREASE = 'Green';
export const RED_FOR_INCREASE = 'Red';

export const DEFAULT_POP_HEADER_FONT_SIZE = 0.2;
export const DEFAULT_COMPARISON_FONT_SIZE = 0.125;
export const DEFAULT_METRIC_NAME_FONT_SIZE = 0.15;

const colorsEnabled = checkbox(
  'comparison_color_enabled',
  t('Add color for positive/negative change'),
  t('Add color for positive/negative change'),
  false,
);

const colorScheme = withVisibility(
  selectControl('comparison_color_scheme', {
    label: t('color scheme for comparison'),
    default: GREEN_FOR_INCREASE,
    choices: [
      [GREEN_FOR_INCREASE, t('Green for increase, red for decrease')],
      [RED_FOR_INCREASE, t('Red for increase, green for decrease')],
    ],
    description: t(
      'Adds color to the chart symbols based on the positive or negative change from the comparison value.',
    ),
  }),
  ({ formData }) => formData.comparison_color_enabled === true,
);

const showMetricName = checkbox(
  'show_metric_name',
  t('Show Metric Name'),
  t('Whether to display the metric name'),
  false,
);

const metricNameFontSize = withVisibility(
  fontSizeControl(
    'metric_name_font_size',
    t('Metric Name Font Size'),
    DEFAULT_METRIC_NAME_FONT_SIZE,
    SUBHEADER_FONT_SIZES,
  ),
  ({ formData }) => formData.show_metric_name === true,
);

const timeCompare: NamedControl = {
  name: 'time_compare',
  config: {
    type: 'SelectControl',
    multi: false,
    freeForm: true,
    clearable: true,
    label: t('Time shift'),
    placeholder: t('Select or type a custom value...'),
    description: t(
      'Overlay one or more timeseries from a relative time period. Expects relative time deltas in natural language (example: 24 hours, 7 days, 52 weeks, 365 days). Free text is supported.',
    ),
    default: null,
    choices: [
      ['1 day ago', t('1 day ago')],
      ['1 week ago', t('1 week ago')],
      ['1 month ago', t('1 month ago')],
      ['1 year ago', t('1 year ago')],
      [CUSTOM_COMPARISON, t('Custom date')],
      [INHERIT_COMPARISON, t('Inherit range from time filter')],
    ],
  },
};

const startDateOffset = withVisibility(
  textInputControl('start_date_offset', {
    label: t('Shift start date'),
    description: t('The first day of the period compared with (YYYY-MM-DD).'),
    placeholder: 'YYYY-MM-DD',
    renderTrigger: false,
    default: '',
    validators: [
      (value, { formData }) =>
        formData.time_compare === CUSTOM_COMPARISON &&
        !(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))
          ? t('A date is required when using custom date shift')
          : false,
    ],
  }),
  ({ formData }) => formData.time_compare === CUSTOM_COMPARISON,
);

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: t('Query'),
      expanded: true,
      controlSetRows: [['metric'], ['adhoc_filters'], ['row_limit']],
    },
    {
      label: t('Chart Options'),
      expanded: true,
      controlSetRows: [
        ['y_axis_format'],
        ['currency_format'],
        [numberFormatControl('percentDifferenceFormat', t('Percent Difference format'))],
        [
          fontSizeControl(
            'header_font_size',
            t('Big Number Font Size'),
            DEFAULT_POP_HEADER_FONT_SIZE,
            HEADER_FONT_SIZES,
          ),
        ],
        [
          fontSizeControl(
            'subheader_font_size',
            t('Comparison font size'),
            DEFAULT_COMPARISON_FONT_SIZE,
            SUBHEADER_FONT_SIZES,
          ),
        ],
        [showMetricName],
        [metricNameFontSize],
        [colorsEnabled],
        [colorScheme],
      ],
    },
    {
      label: t('Time Comparison'),
      expanded: true,
      description: t('Compare results with other time periods.'),
      controlSetRows: [[timeCompare], [startDateOffset]],
    },
  ],
  controlOverrides: BIG_NUMBER_OVERRIDES,
};
