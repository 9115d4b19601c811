/**
 * The controls only time-series chart types have (Superset's names), as NamedControls. Shared
 * controls (metrics, groupby, x_axis, rolling_type, ...) are named as strings in the panel.
 */
import { TIME_FORMAT_CHOICES } from '@panorama/core/format/time-format';
import { t } from '../../i18n/t';
import type { ControlPanelSection, ControlPanelState, NamedControl } from '../controlPanelTypes';
import {
  checkbox,
  labelRotationControl,
  named,
  radioControl,
  selectControl,
  textInputControl,
} from '../shared/controls/controlBuilders';
import type { SeriesType } from './timeseriesSettings';

const rollingWindowSet = ({ formData }: ControlPanelState) =>
  formData.rolling_type === 'mean' ||
  formData.rolling_type === 'sum' ||
  formData.rolling_type === 'std';

export const rollingPeriodsControl = (): NamedControl =>
  named('rolling_periods', {
    type: 'TextControl',
    label: t('Periods'),
    description: t('How many periods each rolling window spans.'),
    isInt: true,
    default: null,
    visibility: rollingWindowSet,
  });

export const minPeriodsControl = (): NamedControl =>
  named('min_periods', {
    type: 'TextControl',
    label: t('Min periods'),
    description: t(
      'Periods a window needs before it shows a value; earlier points are hidden instead of drawn from a partial window.',
    ),
    isInt: true,
    default: null,
    visibility: rollingWindowSet,
  });

export const contributionModeControl = (): NamedControl =>
  named('contributionMode', {
    type: 'SelectControl',
    label: t('Contribution Mode'),
    description: t('Show each value as its share of the row total or of its series total.'),
    default: null,
    choices: [
      [null, t('None')],
      ['row', t('Row')],
      ['column', t('Series')],
    ],
  });

export const annotationLayersControl = (): NamedControl =>
  named('annotation_layers', {
    type: 'AnnotationLayerControl',
    label: '',
    description: t('Formula lines, events, intervals or other series drawn over the chart.'),
    default: [],
  });

const SERIES_STYLE_LABELS: Record<SeriesType, string> = {
  line: 'Line',
  scatter: 'Scatter',
  smooth: 'Smooth Line',
  bar: 'Bar',
  start: 'Step - start',
  middle: 'Step - middle',
  end: 'Step - end',
};

export const seriesTypeControl = (choices: SeriesType[], value: SeriesType): NamedControl =>
  selectControl('seriesType', {
    label: t('Series Style'),
    description: t('How each series is drawn.'),
    default: value,
    choices: choices.map((choice) => [choice, t(SERIES_STYLE_LABELS[choice])]),
  });

export const stackControl = (withExpand: boolean): NamedControl =>
  named('stack', {
    type: 'SelectControl',
    label: t('Stacked Style'),
    description: t('Stack series on top of each other.'),
    renderTrigger: true,
    default: null,
    choices: [
      [null, t('None')],
      ['Stack', t('Stack')],
      ['Stream', t('Stream')],
      ...(withExpand ? ([['Expand', t('Expand')]] as Array<[string, string]>) : []),
    ],
  });

export const orientationControl = (): NamedControl =>
  radioControl('orientation', {
    label: t('Bar orientation'),
    description: t('Bars grow upwards (vertical) or to the right (horizontal).'),
    default: 'vertical',
    choices: [
      ['vertical', t('Vertical')],
      ['horizontal', t('Horizontal')],
    ],
  });

export const areaControl = (): NamedControl =>
  checkbox('area', t('Area Chart'), t('Fill the area under each line.'), false);

export const opacityControl = (value: number): NamedControl =>
  named('opacity', {
    type: 'SliderControl',
    label: t('Area chart opacity'),
    description: t('How opaque the filled areas are.'),
    renderTrigger: true,
    min: 0,
    max: 1,
    step: 0.1,
    default: value,
  });

export const markerEnabledControl = (): NamedControl =>
  checkbox('markerEnabled', t('Marker'), t('Draw a dot at every data point of lines.'), false);

export const markerSizeControl = (alwaysShown: boolean): NamedControl =>
  named('markerSize', {
    type: 'SliderControl',
    label: t('Marker Size'),
    description: t('Size of the dots drawn at data points.'),
    renderTrigger: true,
    min: 0,
    max: 20,
    step: 1,
    default: 6,
    ...(alwaysShown ? {} : { visibility: ({ formData }) => formData.markerEnabled === true }),
  });

export const showValueControl = (): NamedControl =>
  checkbox('show_value', t('Show Value'), t('Write each value next to its point or bar.'), false);

export const zoomableControl = (): NamedControl =>
  checkbox(
    'zoomable',
    t('Data Zoom'),
    t('Add a slider and mouse-wheel zoom on the x-axis.'),
    false,
  );

export const sortSeriesControls = (): NamedControl[] => [
  selectControl('sort_series_type', {
    label: t('Sort Series By'),
    description: t('The order series are listed and coloured in.'),
    default: 'sum',
    choices: [
      ['name', t('Category name')],
      ['sum', t('Total value')],
      ['min', t('Minimum value')],
      ['max', t('Maximum value')],
      ['avg', t('Average value')],
    ],
  }),
  checkbox('sort_series_ascending', t('Sort Series Ascending'), t('Smallest first.'), false),
];

export const axisTitleControls = (): NamedControl[][] => [
  [
    textInputControl('x_axis_title', {
      label: t('X Axis Title'),
      default: '',
    }),
    selectControl('x_axis_title_margin', {
      label: t('X Axis Title Margin'),
      default: 30,
      choices: [15, 30, 50, 75, 100, 125, 150, 200].map((value) => [value, String(value)]),
    }),
  ],
  [
    textInputControl('y_axis_title', {
      label: t('Y Axis Title'),
      default: '',
    }),
    selectControl('y_axis_title_margin', {
      label: t('Y Axis Title Margin'),
      default: 40,
      choices: [15, 30, 40, 50, 75, 100, 125, 150, 200].map((value) => [value, String(value)]),
    }),
  ],
];

export const xAxisLabelRotationControl = (): NamedControl =>
  labelRotationControl(
    'xAxisLabelRotation',
    t('Rotate x axis label'),
    t('Degrees to turn the x-axis labels; type another angle if needed.'),
  );

export const tooltipControls = (): NamedControl[][] => {
  const rich = ({ formData }: ControlPanelState) => formData.rich_tooltip !== false;
  return [
    [
      checkbox(
        'rich_tooltip',
        t('Rich tooltip'),
        t('List every series at the hovered point.'),
        true,
      ),
    ],
    [
      {
        ...checkbox('showTooltipTotal', t('Show total'), t('Add the total to the tooltip.'), true),
      },
      checkbox(
        'tooltipSortByMetric',
        t('Tooltip sort by metric'),
        t('List the largest values first in the tooltip.'),
        false,
      ),
    ].map((control) => ({ ...control, config: { ...control.config, visibility: rich } })),
    [
      named('tooltipTimeFormat', {
        type: 'SelectControl',
        label: t('Tooltip time format'),
        description: t('A d3-time-format string, or adaptive formatting.'),
        renderTrigger: true,
        freeForm: true,
        default: 'smart_date',
        choices: TIME_FORMAT_CHOICES.map(([value, label]) => [value, t(label)]),
      }),
    ],
  ];
};

export const yAxisControls = (): NamedControl[][] => [
  [
    checkbox('logAxis', t('Logarithmic y-axis'), t('Draw the y-axis on a log scale.'), false),
    checkbox(
      'minorSplitLine',
      t('Minor Split Line'),
      t('Draw grid lines at minor y-axis ticks.'),
      false,
    ),
  ],
  [
    checkbox(
      'truncateYAxis',
      t('Truncate Y Axis'),
      t('Fit the y-axis to the data instead of starting it at zero; bounds below override it.'),
      false,
    ),
  ],
  [
    named('y_axis_bounds', {
      type: 'BoundsControl',
      label: t('Y Axis Bounds'),
      description: t(
        'Lowest and highest value of the y-axis; an empty side follows the data. Bounds widen the axis, they never hide data.',
      ),
      renderTrigger: true,
      default: [null, null],
      visibility: ({ formData }) => formData.truncateYAxis === true,
    }),
  ],
];

/** The collapsed sections every time-series chart shows between its query and its options. */
export function annotationAndTitleSections(): ControlPanelSection[] {
  return [
    {
      label: t('Annotations and Layers'),
      expanded: false,
      controlSetRows: [[annotationLayersControl()]],
    },
    { label: t('Chart Title'), expanded: false, controlSetRows: axisTitleControls() },
  ];
}
