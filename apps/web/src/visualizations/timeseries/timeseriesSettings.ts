/**
 * The display settings of a time-series chart, read once from form data (Superset's control
 * names, snake_case and camelCase as Superset stores them) with each chart type's defaults.
 * The chart types differ only here: Line forces `line`, Bar `bar`, Scatter `scatter` with
 * markers, Smooth Line `smooth`; Stepped Line picks a step style; Area Chart always fills.
 */
import type { QueryFormData } from '@panorama/core/query/form-data';
import {
  readBoolean,
  readBounds,
  readChoice,
  readNumber,
  readOptionalString,
  readString,
} from '../shared/echarts/formDataValues';
import { readLegendSettings, type LegendSettings } from '../shared/echarts/legend';

export const SERIES_TYPES = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];
export const SORT_SERIES_TYPES = ['name', 'min', 'max', 'sum', 'avg'] as const;
export type SortSeriesType = (typeof SORT_SERIES_TYPES)[number];
export type StackMode = 'Stack' | 'Expand' | null;
export type Orientation = 'vertical' | 'horizontal';

/** What a chart type fixes or defaults. */
export interface TimeseriesVariant {
  /** The series style every series gets, whatever the form data says. */
  fixedSeriesType?: SeriesType;
  /** The style when the form data has none (types with a "Series Style" control). */
  defaultSeriesType: SeriesType;
  /** Area Chart fills under every line. */
  forceArea?: boolean;
  /** Scatter Plot always draws its markers. */
  forceMarkers?: boolean;
  defaultOpacity?: number;
}

export interface TimeseriesSettings {
  seriesType: SeriesType;
  area: boolean;
  opacity: number;
  markerEnabled: boolean;
  markerSize: number;
  stack: StackMode;
  orientation: Orientation;
  contributionMode: 'row' | 'column' | null;
  showValue: boolean;
  legend: LegendSettings;
  colorScheme: string | undefined;
  xAxisTitle: string;
  xAxisTitleMargin: number;
  xAxisTimeFormat: string;
  xAxisLabelRotation: number;
  yAxisTitle: string;
  yAxisTitleMargin: number;
  yAxisFormat: string;
  logAxis: boolean;
  minorSplitLine: boolean;
  truncateYAxis: boolean;
  yAxisBounds: [number | undefined, number | undefined];
  zoomable: boolean;
  richTooltip: boolean;
  tooltipTimeFormat: string;
  showTooltipTotal: boolean;
  tooltipSortByMetric: boolean;
  sortSeriesType: SortSeriesType;
  sortSeriesAscending: boolean;
}

/** Old charts store `stack: true`; newer ones a style name. Stream is drawn as Stack. */
function readStack(formData: QueryFormData): StackMode {
  const stack = formData.stack;
  if (stack === true || stack === 'Stack' || stack === 'Stream') return 'Stack';
  if (stack === 'Expand') return 'Expand';
  return null;
}

export function readTimeseriesSettings(
  formData: QueryFormData,
  variant: TimeseriesVariant,
): TimeseriesSettings {
  const seriesType =
    variant.fixedSeriesType ??
    readChoice(formData, 'seriesType', SERIES_TYPES, variant.defaultSeriesType);
  const contribution = formData.contributionMode;
  return {
    seriesType,
    area: variant.forceArea === true || readBoolean(formData, 'area', false),
    opacity: readNumber(formData, 'opacity', variant.defaultOpacity ?? 0.2),
    markerEnabled: variant.forceMarkers === true || readBoolean(formData, 'markerEnabled', false),
    markerSize: readNumber(formData, 'markerSize', 6),
    stack: readStack(formData),
    orientation: formData.orientation === 'horizontal' ? 'horizontal' : 'vertical',
    contributionMode: contribution === 'row' || contribution === 'column' ? contribution : null,
    showValue: readBoolean(formData, 'show_value', false),
    legend: readLegendSettings(formData),
    colorScheme: readOptionalString(formData, 'color_scheme'),
    xAxisTitle: readString(formData, 'x_axis_title', ''),
    xAxisTitleMargin: readNumber(formData, 'x_axis_title_margin', 30),
    xAxisTimeFormat: readOptionalString(formData, 'x_axis_time_format') ?? 'smart_date',
    xAxisLabelRotation: readNumber(formData, 'xAxisLabelRotation', 0),
    yAxisTitle: readString(formData, 'y_axis_title', ''),
    yAxisTitleMargin: readNumber(formData, 'y_axis_title_margin', 40),
    yAxisFormat: readOptionalString(formData, 'y_axis_format') ?? 'SMART_NUMBER',
    logAxis: readBoolean(formData, 'logAxis', false),
    minorSplitLine: readBoolean(formData, 'minorSplitLine', false),
    truncateYAxis: readBoolean(formData, 'truncateYAxis', false),
    yAxisBounds: readBounds(formData, 'y_axis_bounds'),
    zoomable: readBoolean(formData, 'zoomable', false),
    richTooltip: readBoolean(formData, 'rich_tooltip', true),
    tooltipTimeFormat: readOptionalString(formData, 'tooltipTimeFormat') ?? 'smart_date',
    showTooltipTotal: readBoolean(formData, 'showTooltipTotal', true),
    tooltipSortByMetric: readBoolean(formData, 'tooltipSortByMetric', false),
    sortSeriesType: readChoice(formData, 'sort_series_type', SORT_SERIES_TYPES, 'sum'),
    sortSeriesAscending: readBoolean(formData, 'sort_series_ascending', false),
  };
}

/** Line-drawn styles: everything but bars and scatter. */
export function isLineType(seriesType: SeriesType): boolean {
  return seriesType !== 'bar' && seriesType !== 'scatter';
}
