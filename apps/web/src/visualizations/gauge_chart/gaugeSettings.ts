/** The gauge's form-data keys (Superset's names) read with Superset's defaults. */
import type { QueryFormData } from '@panorama/core/query/form-data';
import {
  readBoolean,
  readNumber,
  readOptionalNumber,
  readString,
} from '../shared/echarts/formDataValues';

export interface GaugeSettings {
  minVal: number | undefined;
  maxVal: number | undefined;
  startAngle: number;
  endAngle: number;
  fontSize: number;
  numberFormat: string;
  valueFormatter: string;
  showPointer: boolean;
  animation: boolean;
  showAxisTick: boolean;
  showSplitLine: boolean;
  splitNumber: number;
  showProgress: boolean;
  overlap: boolean;
  roundCap: boolean;
  intervals: string;
  intervalColorIndices: string;
}

export const GAUGE_DEFAULTS = {
  startAngle: 225,
  endAngle: -45,
  fontSize: 15,
  splitNumber: 10,
  valueFormatter: '{value}',
} as const;

export function readGaugeSettings(formData: QueryFormData): GaugeSettings {
  return {
    minVal: readOptionalNumber(formData, 'min_val'),
    maxVal: readOptionalNumber(formData, 'max_val'),
    startAngle: readNumber(formData, 'start_angle', GAUGE_DEFAULTS.startAngle),
    endAngle: readNumber(formData, 'end_angle', GAUGE_DEFAULTS.endAngle),
    fontSize: readNumber(formData, 'font_size', GAUGE_DEFAULTS.fontSize),
    numberFormat: readString(formData, 'number_format', 'SMART_NUMBER') || 'SMART_NUMBER',
    valueFormatter: readString(formData, 'value_formatter', GAUGE_DEFAULTS.valueFormatter),
    showPointer: readBoolean(formData, 'show_pointer', true),
    animation: readBoolean(formData, 'animation', true),
    // Superset's key; some older charts saved it as show_axis_line_ticks.
    showAxisTick: readBoolean(
      formData,
      'show_axis_tick',
      readBoolean(formData, 'show_axis_line_ticks', false),
    ),
    showSplitLine: readBoolean(formData, 'show_split_line', false),
    splitNumber: Math.max(
      1,
      Math.round(readNumber(formData, 'split_number', GAUGE_DEFAULTS.splitNumber)),
    ),
    showProgress: readBoolean(formData, 'show_progress', true),
    overlap: readBoolean(formData, 'overlap', true),
    roundCap: readBoolean(formData, 'round_cap', false),
    intervals: readString(formData, 'intervals', ''),
    intervalColorIndices: readString(formData, 'interval_color_indices', ''),
  };
}
