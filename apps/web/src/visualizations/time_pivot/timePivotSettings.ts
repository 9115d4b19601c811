/**
 * The period pivot's drawing settings read from form data with Superset's defaults, and how
 * a d3 line interpolation maps onto an ECharts line.
 */
import { isRgbaColor, type RgbaColor } from '@panorama/core/explore/color';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { readXTicksLayout, type XTicksLayout } from '../shared/axis/axisLabels';
import { PRIMARY_COLOR } from '../shared/controls/sharedControls';
import { readBoolean, readBounds, readChoice, readString } from '../shared/echarts/formDataValues';
import { DEFAULT_FREQ } from './periodPivot';

export const LINE_INTERPOLATIONS = [
  'linear',
  'basis',
  'cardinal',
  'monotone',
  'step-before',
  'step-after',
] as const;
export type LineInterpolation = (typeof LINE_INTERPOLATIONS)[number];

export interface TimePivotSettings {
  freq: string;
  showLegend: boolean;
  lineInterpolation: LineInterpolation;
  color: RgbaColor;
  xAxisLabel: string;
  bottomMargin: number | 'auto';
  xTicksLayout: XTicksLayout;
  xAxisFormat: string;
  xAxisShowMinMax: boolean;
  yAxisLabel: string;
  leftMargin: number | 'auto';
  yAxisShowMinMax: boolean;
  yLogScale: boolean;
  yAxisFormat: string;
  yAxisBounds: [number | undefined, number | undefined];
}

function readMargin(value: unknown): number | 'auto' {
  const number = typeof value === 'string' && value !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 'auto';
}

export function readTimePivotSettings(formData: QueryFormData): TimePivotSettings {
  const freq = readString(formData, 'freq', DEFAULT_FREQ).trim();
  return {
    freq: freq === '' ? DEFAULT_FREQ : freq,
    showLegend: readBoolean(formData, 'show_legend', true),
    lineInterpolation: readChoice(formData, 'line_interpolation', LINE_INTERPOLATIONS, 'linear'),
    color: isRgbaColor(formData.color_picker) ? formData.color_picker : PRIMARY_COLOR,
    xAxisLabel: readString(formData, 'x_axis_label', ''),
    bottomMargin: readMargin(formData.bottom_margin),
    xTicksLayout: readXTicksLayout(formData),
    xAxisFormat: readString(formData, 'x_axis_format', 'smart_date'),
    xAxisShowMinMax: readBoolean(formData, 'x_axis_showminmax', false),
    yAxisLabel: readString(formData, 'y_axis_label', ''),
    leftMargin: readMargin(formData.left_margin),
    yAxisShowMinMax: readBoolean(formData, 'y_axis_showminmax', false),
    yLogScale: readBoolean(formData, 'y_log_scale', false),
    yAxisFormat: readString(formData, 'y_axis_format', 'SMART_NUMBER'),
    yAxisBounds: readBounds(formData, 'y_axis_bounds'),
  };
}

/** The ECharts line fields drawing a d3 interpolation: curves smooth, steps step. */
export function lineShape(interpolation: LineInterpolation): {
  smooth?: boolean;
  smoothMonotone?: 'x';
  step?: 'start' | 'end';
} {
  switch (interpolation) {
    case 'linear':
      return {};
    case 'basis':
    case 'cardinal':
      return { smooth: true };
    case 'monotone':
      return { smooth: true, smoothMonotone: 'x' };
    case 'step-before':
      return { step: 'start' };
    case 'step-after':
      return { step: 'end' };
  }
}
