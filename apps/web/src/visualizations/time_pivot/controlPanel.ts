/**
 * The period pivot's controls, with Superset's names and defaults: the legacy time section
 * (time column, grain, range), one metric, filters and the frequency that cuts time into
 * periods; the rolling window; then how the lines, legend and both axes are drawn.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, NamedControl } from '../controlPanelTypes';
import {
  axisMarginControl,
  checkbox,
  named,
  selectControl,
  textControl,
  xTicksLayoutControl,
} from '../shared/controls/controlBuilders';
import { expandedSection, querySection } from '../shared/controls/controlSections';
import { minPeriodsControl, rollingPeriodsControl } from '../timeseries/timeseriesControls';
import { DEFAULT_FREQ } from './periodPivot';
import { LINE_INTERPOLATIONS } from './timePivotSettings';

const freqControl = (): NamedControl =>
  selectControl('freq', {
    label: t('Frequency'),
    description: t(
      'The periodicity over which to pivot time: each period becomes one line. Other pandas offset aliases can be typed in.',
    ),
    freeForm: true,
    clearable: false,
    default: DEFAULT_FREQ,
    choices: [
      ['AS', t('Year (freq=AS)')],
      ['52W-MON', t('52 weeks starting Monday (freq=52W-MON)')],
      ['W-SUN', t('1 week starting Sunday (freq=W-SUN)')],
      ['W-MON', t('1 week starting Monday (freq=W-MON)')],
      ['D', t('Day (freq=D)')],
      ['4W-MON', t('4 weeks (freq=4W-MON)')],
    ],
  });

const lineInterpolationControl = (): NamedControl =>
  selectControl('line_interpolation', {
    label: t('Line Style'),
    description: t('Line interpolation as defined by d3.js'),
    clearable: false,
    default: 'linear',
    choices: LINE_INTERPOLATIONS.map((style) => [style, style]),
    renderTrigger: true,
  });

const showMinMaxControl = (name: string, axis: string): NamedControl =>
  checkbox(
    name,
    t('%s bounds', axis),
    t('Whether to display the min and max values of the %s-axis', axis),
    false,
  );

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    expandedSection(t('Time'), [['granularity_sqla'], ['time_grain_sqla'], ['time_range']]),
    querySection([['metric'], ['adhoc_filters'], [freqControl()]]),
    expandedSection(t('Advanced Analytics'), [
      ['rolling_type'],
      [rollingPeriodsControl(), minPeriodsControl()],
    ]),
    expandedSection(t('Chart Options'), [
      [checkbox('show_legend', t('Legend'), t('Whether to display the legend (toggles)'), true)],
      [lineInterpolationControl()],
      ['color_picker'],
    ]),
    expandedSection(t('X Axis'), [
      [textControl('x_axis_label', t('X Axis Label'))],
      [
        axisMarginControl(
          'bottom_margin',
          t('Bottom Margin'),
          t('Bottom margin, in pixels, allowing for more room for axis labels'),
        ),
      ],
      [xTicksLayoutControl()],
      [showMinMaxControl('x_axis_showminmax', 'X')],
      [
        named('x_axis_format', {
          type: 'SelectControl',
          label: t('X Axis Format'),
          description: t(
            'How the dates of the axis are written: a d3-time-format string, or adaptive formatting.',
          ),
          freeForm: true,
          default: 'smart_date',
          choices: [
            ['smart_date', t('Adaptive formatting')],
            ['%b %d', '%b %d'],
            ['%d/%m', '%d/%m'],
            ['%m/%d', '%m/%d'],
            ['%Y-%m-%d', '%Y-%m-%d'],
            ['%a', '%a'],
            ['%H:%M', '%H:%M'],
          ],
          renderTrigger: true,
        }),
      ],
    ]),
    expandedSection(t('Y Axis'), [
      [textControl('y_axis_label', t('Y Axis Label'))],
      [
        axisMarginControl(
          'left_margin',
          t('Left Margin'),
          t('Left margin, in pixels, allowing for more room for axis labels'),
        ),
      ],
      [showMinMaxControl('y_axis_showminmax', 'Y')],
      [checkbox('y_log_scale', t('Y Log Scale'), t('Use a log scale for the Y-axis'), false)],
      ['y_axis_format'],
      [
        named('y_axis_bounds', {
          type: 'BoundsControl',
          label: t('Y Axis Bounds'),
          description: t(
            'Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data.',
          ),
          default: [null, null],
          renderTrigger: true,
        }),
      ],
    ]),
  ],
  controlOverrides: {
    metric: { clearable: false },
  },
};
