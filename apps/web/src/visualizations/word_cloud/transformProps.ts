/**
 * Query result + form data → the word cloud's words (pure): one word per row, its font size
 * scaled linearly from `size_from` (a value of zero) to `size_to` (the largest value), its
 * colour from the categorical scheme, biggest words first.
 */
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { getColumnLabel } from '@panorama/core/query/labels';
import type { ChartProps } from '../chartPluginTypes';
import { formDataColorScale } from '../shared/echarts/categoricalColors';
import { readChoice, readNumber } from '../shared/echarts/formDataValues';
import { toNumber } from '@panorama/core/json/to-number';
import { readColumns } from '../shared/form-data/formDataReaders';
import { readMetricLabel } from '../shared/formDataMetrics';
import { ROTATIONS, type CloudWord, type Rotation } from './cloudLayout';

export const DEFAULT_SIZE_FROM = 10;
export const DEFAULT_SIZE_TO = 70;

export interface WordCloudWord extends CloudWord {
  /** The metric value, formatted, for the word's tooltip. */
  valueText: string;
}

export interface WordCloudChartProps {
  width: number;
  height: number;
  words: WordCloudWord[];
  rotation: Rotation;
}

/** Font size for a value: linear from `from` at zero to `to` at the largest value. */
export function fontSize(value: number, max: number, from: number, to: number): number {
  if (max <= 0) return from;
  return from + (Math.max(0, value) / max) * (to - from);
}

export function transformProps(chartProps: ChartProps): WordCloudChartProps {
  const { formData, queriesData, width, height } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const [series] = readColumns(formData.series);
  const seriesLabel = series ? getColumnLabel(series) : (queriesData[0]?.colnames?.[0] ?? '');
  const metricLabel = readMetricLabel(formData.metric) ?? queriesData[0]?.colnames?.at(-1) ?? '';
  const from = readNumber(formData, 'size_from', DEFAULT_SIZE_FROM);
  const to = readNumber(formData, 'size_to', DEFAULT_SIZE_TO);
  const format = getNumberFormatter();

  const entries = rows.map((row) => ({
    text: String(row[seriesLabel] ?? null),
    value: toNumber(row[metricLabel]) ?? 0,
  }));
  const max = entries.reduce((largest, entry) => Math.max(largest, entry.value), 0);
  const colorOf = formDataColorScale(formData);
  const words = entries
    .map((entry) => ({ ...entry, size: fontSize(entry.value, max, from, to) }))
    .sort((a, b) => b.size - a.size)
    .map((entry) => ({
      text: entry.text,
      size: entry.size,
      color: colorOf(entry.text),
      valueText: format(entry.value),
    }));

  return {
    width,
    height,
    words,
    rotation: readChoice(formData, 'rotation', ROTATIONS, 'square'),
  };
}
