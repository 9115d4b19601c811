/** The Waterfall Chart control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import {
  checkbox,
  colorControl,
  dateFormatControl,
  textControl,
  xTicksLayoutControl,
} from '../shared/controls/controlBuilders';
import { DECREASE_COLOR, INCREASE_COLOR, TOTAL_COLOR } from './transformProps';
import { querySection, chartOptionsSection } from '../shared/controls/controlSections';

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['x_axis'],
      ['time_grain_sqla'],
      ['groupby'],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
    ]),
    chartOptionsSection([
      [
        checkbox(
          'show_value',
          t('Show Values'),
          t('Whether to display the numerical values within the cells'),
          false,
        ),
      ],
      [
        checkbox(
          'show_legend',
          t('Show legend'),
          t('Whether to display a legend for the chart'),
          false,
        ),
      ],
    ]),
    {
      label: t('Series settings'),
      expanded: true,
      controlSetRows: [
        [
          colorControl(
            'increase_color',
            t('Increase color'),
            t('Select the color used for values that indicate an increase in the chart'),
            INCREASE_COLOR,
          ),
          textControl(
            'increase_label',
            t('Increase label'),
            t(
              'Customize the label displayed for increasing values in the chart tooltips and legend.',
            ),
          ),
        ],
        [
          colorControl(
            'decrease_color',
            t('Decrease color'),
            t('Select the color used for values that indicate a decrease in the chart.'),
            DECREASE_COLOR,
          ),
          textControl(
            'decrease_label',
            t('Decrease label'),
            t(
              'Customize the label displayed for decreasing values in the chart tooltips and legend.',
            ),
          ),
        ],
        [checkbox('show_total', t('Show total'), t('Display cumulative total at end'), true)],
        [
          colorControl(
            'total_color',
            t('Total color'),
            t('Select the color used for values that represent total bars in the chart'),
            TOTAL_COLOR,
          ),
          textControl(
            'total_label',
            t('Total label'),
            t(
              'Customize the label displayed for total values in the chart tooltips, legend, and chart axis.',
            ),
          ),
        ],
      ],
    },
    {
      label: t('X Axis'),
      expanded: true,
      controlSetRows: [
        [textControl('x_axis_label', t('X Axis Label'))],
        [dateFormatControl('x_axis_time_format', t('Time format'))],
        [xTicksLayoutControl()],
      ],
    },
    {
      label: t('Y Axis'),
      expanded: true,
      controlSetRows: [[textControl('y_axis_label', t('Y Axis Label'))], ['y_axis_format']],
    },
  ],
  controlOverrides: {
    groupby: {
      label: t('Breakdowns'),
      description: t(
        'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
      ),
      multi: false,
    },
  },
};
