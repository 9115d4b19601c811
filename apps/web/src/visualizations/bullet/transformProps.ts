/**
 * Query result + form data → the bullet chart's drawing (pure): the metric's value as the
 * measure, the comma-separated `ranges`, `markers` and `marker_lines` with their labels
 * (Superset's legacy bullet form data), laid out by bulletLayout.ts with formatted texts.
 * Without ranges the band runs from zero to 110 % of the largest value, as in Superset.
 */
import { toNumber } from '@panorama/core/json/to-number';
import { getNumberFormatter } from '@panorama/core/format/number-format';
import { t } from '../../i18n/t';
import type { ChartProps } from '../chartPluginTypes';
import { parseNumberList, parseTextList, verboseName } from '../shared/form-data/formDataReaders';
import { ellipsize, estimateTextWidth } from '../shared/text/textMeasure';
import { readMetricLabel } from '../shared/formDataMetrics';
import { bulletLayout, type BulletLayout } from './bulletLayout';

export const TITLE_FONT_SIZE = 13;

export interface BulletChartProps {
  width: number;
  height: number;
  /** The metric's name, whole (the chart's accessible name and hover title). */
  title: string;
  /** The title as drawn: cut with an ellipsis when wider than its room. */
  shownTitle: string;
  layout: BulletLayout;
  /** Formatted value of every mark and tick, by value. */
  formatValue: (value: number) => string;
}

function labelled(
  values: number[],
  labels: string[],
  fallback: (index: number) => string,
): Array<{ value: number; label: string }> {
  return values.map((value, index) => ({ value, label: labels[index] || fallback(index) }));
}

/** Range names by rank, widest first, when the user gave none (NVD3's defaults). */
function rangeName(rank: number, count: number): string {
  if (rank === 0) return t('Maximum');
  if (rank === count - 1) return t('Minimum');
  return t('Mean');
}

export function transformProps(chartProps: ChartProps): BulletChartProps {
  const { formData, queriesData, datasource, width, height } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const metricLabel = readMetricLabel(formData.metric) ?? queriesData[0]?.colnames?.at(-1) ?? '';
  const title = verboseName(datasource, metricLabel);
  const measures = rows
    .map((row) => toNumber(row[metricLabel]))
    .filter((value): value is number => value !== null);

  let rangeValues = parseNumberList(formData.ranges);
  if (rangeValues.length === 0) {
    const largest = measures.reduce((a, b) => Math.max(a, b), 0);
    rangeValues = [0, largest * 1.1];
  }
  const rangeLabels = parseTextList(formData.range_labels);
  // Default names follow the ranges' ranks (widest = Maximum), not their order in the list.
  const ranks = rangeValues
    .map((value, index) => ({ value, index }))
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value))
    .map((entry) => entry.index);
  const ranges = rangeValues.map((value, index) => ({
    value,
    label: rangeLabels[index] || rangeName(ranks.indexOf(index), rangeValues.length),
  }));

  const titleWidth = Math.min(
    Math.max(estimateTextWidth(title, TITLE_FONT_SIZE, true) + 20, 60),
    Math.max(60, width * 0.3),
  );
  const layout = bulletLayout({
    width,
    height,
    titleWidth,
    measures: measures.map((value) => ({ value, label: title })),
    ranges,
    markers: labelled(
      parseNumberList(formData.markers),
      parseTextList(formData.marker_labels),
      () => t('Marker'),
    ),
    markerLines: labelled(
      parseNumberList(formData.marker_lines),
      parseTextList(formData.marker_line_labels),
      () => t('Marker line'),
    ),
  });
  const format = getNumberFormatter();
  // The title sits right-aligned 12 px before the band; cut it rather than off the left edge.
  const shownTitle = ellipsize(title, Math.max(titleWidth - 12, 0), TITLE_FONT_SIZE, true);
  return { width, height, title, shownTitle, layout, formatValue: (value) => format(value) };
}
