/** The Heatmap control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlConfig, ControlPanelConfig, ControlPanelState } from '../controlPanelTypes';
import {
  axisMarginControl,
  checkbox,
  labelRotationControl,
  named,
  nonEmpty,
  selectControl,
} from '../shared/controls/controlBuilders';
import { querySection, chartOptionsSection } from '../shared/controls/controlSections';

const SORT_CHOICES: ControlConfig['choices'] = [
  ['alpha_asc', t('Axis ascending')],
  ['alpha_desc', t('Axis descending')],
  ['value_asc', t('Metric ascending')],
  ['value_desc', t('Metric descending')],
];

/** -1 (automatic), then every 1st to 50th label. */
const INTERVAL_CHOICES: ControlConfig['choices'] = [
  [-1, t('Auto')],
  ...Array.from({ length: 50 }, (_, index): [number, string] => [index + 1, String(index + 1)]),
];

const isNormalized = ({ formData }: ControlPanelState) => formData.normalized === true;

function sortControl(name: string, label: string, description: string) {
  return named(name, {
    type: 'SelectControl',
    label,
    description,
    clearable: true,
    default: 'alpha_asc',
    choices: SORT_CHOICES,
  });
}

function intervalControl(name: string, label: string, description: string) {
  return selectControl(name, {
    label,
    description,
    default: -1,
    choices: INTERVAL_CHOICES,
  });
}

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['x_axis'],
      ['time_grain_sqla'],
      ['groupby'],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [
        sortControl('sort_x_axis', t('Sort X Axis'), t('The order of the x-axis values.')),
        sortControl('sort_y_axis', t('Sort Y Axis'), t('The order of the y-axis values.')),
      ],
      [
        named('normalize_across', {
          type: 'SelectControl',
          label: t('Normalize Across'),
          description: t(
            'What each cell is compared with: its rank and share are taken within the whole heatmap, within its x-axis column, or within its y-axis row.',
          ),
          clearable: false,
          default: 'heatmap',
          choices: [
            ['heatmap', t('heatmap')],
            ['x', t('x')],
            ['y', t('y')],
          ],
        }),
      ],
    ]),
    chartOptionsSection([
      [
        selectControl('legend_type', {
          label: t('Legend Type'),
          description: t('A continuous colour bar, or the scale cut into pieces.'),
          default: 'continuous',
          choices: [
            ['continuous', t('Continuous')],
            ['piecewise', t('Piecewise')],
          ],
        }),
      ],
      ['linear_color_scheme'],
      [
        named('border_color', {
          type: 'ColorPickerControl',
          label: t('Border color'),
          description: t('The colour of the lines between cells.'),
          renderTrigger: true,
          default: { r: 0, g: 0, b: 0, a: 1 },
        }),
        named('border_width', {
          type: 'SliderControl',
          label: t('Border width'),
          description: t('The width of the lines between cells, in pixels.'),
          renderTrigger: true,
          min: 0,
          max: 2,
          step: 0.1,
          default: 0,
        }),
      ],
      [
        intervalControl(
          'xscale_interval',
          t('XScale Interval'),
          t('Show every n-th label on the x-axis; Auto leaves out labels that would overlap.'),
        ),
        intervalControl(
          'yscale_interval',
          t('YScale Interval'),
          t('Show every n-th label on the y-axis; Auto leaves out labels that would overlap.'),
        ),
      ],
      [
        labelRotationControl(
          'x_axis_label_rotation',
          t('Rotate x axis label'),
          t('Turn the x-axis labels to fit more of them.'),
        ),
      ],
      [
        axisMarginControl(
          'left_margin',
          t('Left Margin'),
          t('Room for the y-axis labels, in pixels; auto fits them.'),
        ),
        axisMarginControl(
          'bottom_margin',
          t('Bottom Margin'),
          t('Room for the x-axis labels, in pixels; auto fits them.'),
        ),
      ],
      [
        named('value_bounds', {
          type: 'BoundsControl',
          label: t('Value bounds'),
          description: t(
            'Fixed ends of the colour scale; values beyond them take the end colours. Empty ends follow the data.',
          ),
          renderTrigger: true,
          default: [null, null],
          // Bounds are in metric units; normalised colours run over ranks.
          visibility: (state) => !isNormalized(state),
        }),
      ],
      ['y_axis_format'],
      ['x_axis_time_format'],
      [checkbox('show_legend', t('Legend'), t('Show the colour scale.'), true)],
      [
        checkbox(
          'show_percentage',
          t('Show percentage'),
          t("Add each cell's share to the tooltip."),
          true,
        ),
      ],
      [checkbox('show_values', t('Show Values'), t('Write the values in the cells.'), false)],
      [
        checkbox(
          'normalized',
          t('Normalized'),
          t(
            'Colour cells by their rank instead of their value, which spreads skewed data evenly over the colours.',
          ),
          false,
        ),
      ],
    ]),
  ],
  controlOverrides: {
    x_axis: { label: t('X-axis'), description: t('The dimension along the x-axis.') },
    groupby: {
      label: t('Y-axis'),
      description: t('The dimension along the y-axis.'),
      multi: false,
      default: null,
      validators: [nonEmpty],
    },
    metric: { description: t('The metric that shades each cell.') },
    y_axis_format: {
      label: t('Value format'),
      description: t('How values are written in cells, the tooltip and the legend.'),
    },
    x_axis_time_format: {
      description: t('How temporal axis values are written.'),
    },
    linear_color_scheme: {
      description: t('The gradient cells are shaded with.'),
    },
  },
};
