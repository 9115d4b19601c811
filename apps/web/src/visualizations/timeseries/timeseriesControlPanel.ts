/**
 * The control panel of time-series chart types, assembled per type: all share the query,
 * advanced analytics, annotations, titles, axes and tooltip; the chart options differ
 * (a series style choice, bar orientation, area fill, stacking with or without Expand).
 */
import { t } from '../../i18n/t';
import type { ControlPanelConfig, ControlPanelSection, ControlSetRow } from '../controlPanelTypes';
import { legendControlRows } from '../shared/echarts/legendControls';
import {
  annotationAndTitleSections,
  areaControl,
  contributionModeControl,
  markerEnabledControl,
  markerSizeControl,
  minPeriodsControl,
  opacityControl,
  orientationControl,
  rollingPeriodsControl,
  seriesTypeControl,
  showValueControl,
  sortSeriesControls,
  stackControl,
  tooltipControls,
  xAxisLabelRotationControl,
  yAxisControls,
  zoomableControl,
} from './timeseriesControls';
import type { SeriesType } from './timeseriesSettings';
import { xAxisSortControls } from './xAxisSortControls';
import { chartOptionsSection } from '../shared/controls/controlSections';

export interface TimeseriesPanelOptions {
  /** A "Series Style" choice (Stepped Line, Area Chart); absent when the type fixes it. */
  seriesTypes?: { choices: SeriesType[]; default: SeriesType };
  /** The "Area Chart" checkbox (lines that may be filled). */
  areaToggle?: boolean;
  /** The opacity slider (area-capable types); its default. */
  opacity?: number;
  /** Markers: optional (lines) or always on (scatter); none for bars. */
  markers?: 'optional' | 'always';
  orientation?: boolean;
  /** Stacking, and whether 'Expand' (100 %) is offered. */
  stack?: { expand: boolean };
}

function chartOptionRows(options: TimeseriesPanelOptions): ControlSetRow[] {
  const rows: ControlSetRow[] = [['color_scheme']];
  if (options.seriesTypes) {
    rows.push([seriesTypeControl(options.seriesTypes.choices, options.seriesTypes.default)]);
  }
  if (options.orientation) rows.push([orientationControl()]);
  if (options.stack) rows.push([stackControl(options.stack.expand)]);
  if (options.areaToggle) rows.push([areaControl()]);
  if (options.opacity !== undefined) rows.push([opacityControl(options.opacity)]);
  if (options.markers === 'optional') rows.push([markerEnabledControl(), markerSizeControl(false)]);
  if (options.markers === 'always') rows.push([markerSizeControl(true)]);
  rows.push(
    [showValueControl()],
    [zoomableControl()],
    sortSeriesControls(),
    ...legendControlRows(),
  );
  return rows;
}

/** The post-processing the server applies to the pivoted series, in the order it applies it. */
export function advancedAnalyticsSection(): ControlPanelSection {
  return {
    label: t('Advanced Analytics'),
    description: t(
      'Transformations of the query result, applied in this order: rolling window, time comparison, resampling.',
    ),
    expanded: false,
    controlSetRows: [
      ['rolling_type'],
      [rollingPeriodsControl(), minPeriodsControl()],
      ['time_compare', 'comparison_type'],
      ['resample_rule', 'resample_method'],
    ],
  };
}

export function timeseriesControlPanel(options: TimeseriesPanelOptions): ControlPanelConfig {
  return {
    controlPanelSections: [
      {
        label: t('Query'),
        expanded: true,
        controlSetRows: [
          ['x_axis'],
          ['time_grain_sqla'],
          ...xAxisSortControls(),
          ['metrics'],
          ['groupby'],
          [contributionModeControl()],
          ['adhoc_filters'],
          ['limit', 'timeseries_limit_metric'],
          ['order_desc'],
          ['row_limit'],
          ['truncate_metric'],
          ['show_empty_columns'],
        ],
      },
      advancedAnalyticsSection(),
      ...annotationAndTitleSections(),
      chartOptionsSection(chartOptionRows(options)),
      {
        label: t('X Axis'),
        expanded: true,
        controlSetRows: [['x_axis_time_format'], [xAxisLabelRotationControl()]],
      },
      {
        label: t('Tooltip'),
        expanded: false,
        controlSetRows: tooltipControls(),
      },
      {
        label: t('Y Axis'),
        expanded: true,
        controlSetRows: [['y_axis_format'], ['currency_format'], ...yAxisControls()],
      },
    ],
    controlOverrides: {
      // The series-limit sort only matters with a group-by.
      order_desc: {
        visibility: ({ formData }) =>
          Array.isArray(formData.groupby) && formData.groupby.length > 0,
      },
    },
  };
}
