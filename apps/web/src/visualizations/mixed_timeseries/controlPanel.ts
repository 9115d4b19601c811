/**
 * The Mixed Chart control panel (Superset's MixedTimeseries names and defaults): the shared x
 * axis and time grain, two query sections with their advanced analytics, annotations, titles,
 * each query's series options, then the shared x axis, tooltip and both y axes.
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig } from '../controlPanelTypes';
import { legendControlRows } from '../shared/echarts/legendControls';
import {
  checkbox,
  named,
  numberFormatControl,
  withVisibility,
  textControl,
} from '../shared/controls/controlBuilders';
import {
  annotationAndTitleSections,
  tooltipControls,
  xAxisLabelRotationControl,
  zoomableControl,
} from '../timeseries/timeseriesControls';
import { displayRows } from './mixedDisplayControls';
import { DISPLAY_B_SUFFIX } from './mixedFormData';
import { querySections } from './mixedQueryControls';
import { chartOptionsSection } from '../shared/controls/controlSections';

const boundsControl = (name: string, label: string, description: string) =>
  named(name, {
    type: 'BoundsControl',
    label,
    description,
    renderTrigger: true,
    default: [null, null],
  });

export const controlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: t('Shared query fields'),
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla']],
    },
    ...querySections(),
    ...annotationAndTitleSections(),
    chartOptionsSection([['color_scheme'], [zoomableControl()], ...legendControlRows()]),
    { label: t('Query A'), expanded: true, controlSetRows: displayRows('') },
    { label: t('Query B'), expanded: true, controlSetRows: displayRows(DISPLAY_B_SUFFIX) },
    {
      label: t('X Axis'),
      expanded: true,
      controlSetRows: [['x_axis_time_format'], [xAxisLabelRotationControl()]],
    },
    {
      label: t('Tooltip'),
      expanded: false,
      controlSetRows: [
        ...tooltipControls().map((row) =>
          row.filter((control) => control.name !== 'showTooltipTotal'),
        ),
        [
          withVisibility(
            checkbox(
              'show_query_identifiers',
              t('Show query identifiers'),
              t('Adds Query A and Query B identifiers to metrics to help differentiate series'),
              false,
            ),
            ({ formData }) => formData.rich_tooltip !== false,
          ),
        ],
      ],
    },
    {
      label: t('Y Axis'),
      expanded: true,
      controlSetRows: [
        [
          checkbox(
            'minorSplitLine',
            t('Minor Split Line'),
            t('Draw split lines for minor y-axis ticks'),
            false,
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
          boundsControl(
            'y_axis_bounds',
            t('Primary y-axis Bounds'),
            t(
              'Bounds for the primary Y-axis. Left empty, they follow the data; they only widen the axis, they never hide data.',
            ),
          ),
        ],
        [numberFormatControl('y_axis_format', t('Primary y-axis format'))],
        [
          checkbox(
            'logAxis',
            t('Logarithmic y-axis'),
            t('Logarithmic scale on primary y-axis'),
            false,
          ),
        ],
        [
          boundsControl(
            'y_axis_bounds_secondary',
            t('Secondary y-axis Bounds'),
            t(
              'Bounds for the secondary Y-axis. Left empty, they follow the data; they only widen the axis, they never hide data.',
            ),
          ),
        ],
        [numberFormatControl('y_axis_format_secondary', t('Secondary y-axis format'))],
        [textControl('yAxisTitleSecondary', t('Secondary y-axis title'))],
        [
          checkbox(
            'logAxisSecondary',
            t('Logarithmic y-axis'),
            t('Logarithmic scale on secondary y-axis'),
            false,
          ),
        ],
      ],
    },
  ],
};
