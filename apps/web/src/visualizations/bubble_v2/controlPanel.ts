/** The Bubble Chart control panel (Superset's control names and defaults). */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { legendControlRows } from '../shared/echarts/legendControls';
import {
  checkbox,
  labelRotationControl,
  named,
  nonEmpty,
  numberFormatControl,
  selectControl,
  textControl,
  titleMarginControl,
  withVisibility,
} from '../shared/controls/controlBuilders';
import { querySection, chartOptionsSection } from '../shared/controls/controlSections';

const boundsDescription = (axis: string) =>
  t(
    'Bounds for the %s axis. Left empty, they follow the data; they only widen the axis, they never hide data.',
    axis,
  );

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['series'],
      ['entity'],
      ['x'],
      ['y'],
      ['adhoc_filters'],
      ['size'],
      ['orderby'],
      ['order_desc'],
      ['row_limit'],
    ]),
    chartOptionsSection([
      ['color_scheme'],
      ...legendControlRows(),
      [
        selectControl('max_bubble_size', {
          label: t('Max Bubble Size'),
          description: t('How large the largest bubble is drawn, in pixels of radius.'),
          freeForm: true,
          default: '25',
          choices: ['5', '10', '15', '25', '50', '75', '100'].map((size) => [size, size]),
        }),
      ],
      [numberFormatControl('tooltipSizeFormat', t('Bubble size number format'))],
      [
        named('opacity', {
          type: 'SliderControl',
          label: t('Bubble Opacity'),
          description: t('Opacity of bubbles, 0 means completely transparent, 1 means opaque'),
          renderTrigger: true,
          min: 0,
          max: 1,
          step: 0.1,
          default: 0.6,
        }),
      ],
    ]),
    {
      label: t('X Axis'),
      expanded: true,
      controlSetRows: [
        [textControl('x_axis_label', t('X Axis Title'))],
        [labelRotationControl('xAxisLabelRotation', t('Rotate x axis label'))],
        [titleMarginControl('x_axis_title_margin', t('X Axis Title Margin'), 30)],
        [numberFormatControl('xAxisFormat', t('X Axis Format'))],
        [checkbox('logXAxis', t('Logarithmic x-axis'), t('Logarithmic x-axis'), false)],
      ],
    },
    {
      label: t('Y Axis'),
      expanded: true,
      controlSetRows: [
        [textControl('y_axis_label', t('Y Axis Title'))],
        [labelRotationControl('yAxisLabelRotation', t('Rotate y axis label'))],
        [titleMarginControl('y_axis_title_margin', t('Y Axis Title Margin'), 30)],
        ['y_axis_format'],
        [checkbox('logYAxis', t('Logarithmic y-axis'), t('Logarithmic y-axis'), false)],
        [
          checkbox(
            'truncateXAxis',
            t('Truncate X Axis'),
            t(
              'Truncate X Axis. Can be overridden by specifying a min or max bound. Only applicable for numerical X axis.',
            ),
            true,
          ),
        ],
        [
          withVisibility(
            named('xAxisBounds', {
              type: 'BoundsControl',
              label: t('X Axis Bounds'),
              description: boundsDescription('X'),
              renderTrigger: true,
              default: [null, null],
            }),
            ({ formData }) => formData.truncateXAxis !== false,
          ),
        ],
        [
          checkbox(
            'truncateYAxis',
            t('Truncate Y Axis'),
            t('Truncate Y Axis. Can be overridden by specifying a min or max bound.'),
            false,
          ),
        ],
        [
          withVisibility(
            named('y_axis_bounds', {
              type: 'BoundsControl',
              label: t('Y Axis Bounds'),
              description: boundsDescription('Y'),
              renderTrigger: true,
              default: [null, null],
            }),
            ({ formData }) => formData.truncateYAxis === true,
          ),
        ],
      ],
    },
  ],
  controlOverrides: {
    series: {
      label: t('Dimension'),
      description: t('Bubbles of the same value share a colour and a legend entry.'),
    },
    x: { validators: [nonEmpty] },
    y: { validators: [nonEmpty] },
    size: { validators: [nonEmpty] },
    orderby: {
      label: t('Sort by'),
      description: t('The metric that decides which bubbles the row limit keeps.'),
    },
    order_desc: {
      visibility: ({ formData }) => Boolean(formData.orderby),
    },
  },
};
