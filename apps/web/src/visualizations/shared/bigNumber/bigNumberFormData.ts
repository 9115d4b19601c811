/** Display settings shared by the two big number types (Superset's control names). */
import type { NumberFormatter } from '@panorama/core/format/number-format';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { Metric } from '@panorama/core/query/query-object';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import { readNumber } from '../echarts/formDataValues';
import { metricValueFormatter } from '../form-data/metricValueFormat';

export const HEADER_FONT_SIZES: Array<[number, string]> = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
  [0.6, 'Huge'],
];

export const SUBHEADER_FONT_SIZES: Array<[number, string]> = [
  [0.125, 'Tiny'],
  [0.15, 'Small'],
  [0.2, 'Normal'],
  [0.3, 'Large'],
  [0.4, 'Huge'],
];

export const DEFAULT_HEADER_FONT_SIZE = 0.4;
export const DEFAULT_SUBHEADER_FONT_SIZE = 0.15;

/** The default fixed colour rgba(0, 122, 135, 1), Superset's primary colour. */
export const DEFAULT_MAIN_COLOR = { r: 0, g: 122, b: 135, a: 1 };

export function readFontSizes(formData: QueryFormData): { header: number; subheader: number } {
  return {
    header: readNumber(formData, 'header_font_size', DEFAULT_HEADER_FONT_SIZE),
    subheader: readNumber(formData, 'subheader_font_size', DEFAULT_SUBHEADER_FONT_SIZE),
  };
}

/** `color_picker` `{r, g, b, a}` as a CSS colour. */
export function readMainColor(formData: QueryFormData): string {
  const value = formData.color_picker;
  const color =
    value && typeof value === 'object'
      ? (value as Partial<typeof DEFAULT_MAIN_COLOR>)
      : DEFAULT_MAIN_COLOR;
  const channel = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  return `rgba(${channel(color.r, 0)}, ${channel(color.g, 122)}, ${channel(color.b, 135)}, ${channel(color.a, 1)})`;
}

/**
 * The big number's value format: `y_axis_format` and `currency_format` when the chart sets them,
 * else the saved metric's d3 format and currency, like Superset's getValueFormatter.
 */
export function metricNumberFormatter(
  formData: QueryFormData,
  datasource: DatasourceJson | null,
  metric: Metric | undefined,
): NumberFormatter {
  return metricValueFormatter(formData, datasource, metric);
}
